import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { makeStore } from '@starfamily/shared';
import { createShellRouter } from './routes';

export function App() {
  const [store] = useState(makeStore);
  const [router] = useState(createShellRouter);
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { makeStore } from '../store/makeStore';
import { TEST_API_BASE } from './server';

interface Options {
  /** Where the router starts, e.g. `/product?category_id=2`. */
  route?: string;
  /** The route pattern the element is mounted at, e.g. `/product-single/:id`. */
  path?: string;
  /** Extra routes, e.g. a target page to check where a link leads. */
  routes?: RouteObject[];
  config?: Partial<RuntimeConfig>;
}

/** Renders with the real store, the real router and a runtime config pointing at the msw API host. */
export function renderWithProviders(element: ReactElement, { route = '/', path = '*', routes = [], config }: Options = {}) {
  setRuntimeConfig({ apiBaseUrl: TEST_API_BASE, remotes: {}, loaderMs: 0, ...config });
  const store = makeStore();
  const router = createMemoryRouter([{ path, element }, ...routes], { initialEntries: [route] });
  return {
    store,
    router,
    ...render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    ),
  };
}

// The admin's entry: the site's config first (where the API is), then the app under /admin.
import { createRoot } from 'react-dom/client';
import { loadConfig } from './lib/config';
import { AdminApp } from './app/AdminApp';
import { watchPagesShownAgain } from './app/pageShownAgain';

const root = createRoot(document.getElementById('root')!);
watchPagesShownAgain();
loadConfig().then(
  () => root.render(<AdminApp />),
  (error: unknown) => {
    console.error('[admin]', error);
    root.render(
      <main>
        <h1>The admin could not start</h1>
        <p>Its settings could not be read. Reload the page in a moment.</p>
      </main>,
    );
  },
);

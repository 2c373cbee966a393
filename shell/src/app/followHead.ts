import type { createBrowserRouter } from 'react-router-dom';
import { applyHeadToDocument, type AppStore, type RuntimeConfig } from '@starfamily/shared';
import { pageHeadFor } from './pageHead';
import type { RouteTables } from './routeTables';

/**
 * Keeps the document's title, description, canonical and social tags in step with client-side navigation (and with
 * data that arrives after it). The first page's head came from the server and is left as it is.
 */
export function followHead(router: ReturnType<typeof createBrowserRouter>, store: AppStore, tables: RouteTables, config: RuntimeConfig) {
  const siteUrl = config.siteUrl ?? window.location.origin;
  const current = () => {
    const { location, matches } = router.state;
    return pageHeadFor({
      matches,
      location: `${location.pathname}${location.search}`,
      state: store.getState(),
      tables,
      siteUrl,
      apiBaseUrl: config.apiBaseUrl,
    });
  };
  let shown = JSON.stringify(current());
  let content = store.getState().contentApi;
  const update = () => {
    const head = current();
    const key = JSON.stringify(head);
    if (key === shown) return;
    shown = key;
    applyHeadToDocument(head, siteUrl);
  };
  router.subscribe(update);
  store.subscribe(() => {
    // Only new content can change a head; the cart and other client lists cannot.
    if (store.getState().contentApi === content) return;
    content = store.getState().contentApi;
    update();
  });
}

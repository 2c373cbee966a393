// One page, rendered: match the route in the remotes' tables, fetch its data through the same RTK Query endpoints the
// browser uses, work out its head and status, render with React's streaming renderer, hand the state over.
// The web-streams renderer, not react-dom/server's Node one: that one runs every render inside an AsyncLocalStorage,
// which turns on Node's async hooks for the life of the process, and every later request, kept pages included, pays
// for them (docs/decisions/0034-react-edge-renderer.md).
import { renderToReadableStream } from 'react-dom/server.edge';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { ApiBaseUrlContext, baseApi, makeStore, type AppStore, type PageHead } from '@starfamily/shared';
import { ShellApp } from '../app/App';
import { pageHeadFor } from '../app/pageHead';
import type { RouteTables } from '../app/routeTables';
import { createShellRoutes, type ShellRouteHandle } from '../app/routes';
import { prefetchChrome } from '../app/shellPages';
import { payloadScript, type SsrPayload } from '../app/ssrPayload';
import type { LoadedConfig } from './serverConfig';
import { allAnswered, settleQueries } from './settle';

export interface RenderInput {
  /** Path and query. */
  url: string;
  /** The request's Sec-CH-UA-Mobile (see viewportGuess). */
  mobileHint: string | undefined;
  loaded: LoadedConfig;
  tables: RouteTables;
  /** How long the page waits for the content API before it renders what it has. */
  apiWaitMs: number;
  /** How long the renderer may take before it sends what it has. */
  renderTimeoutMs: number;
  /** Where the site's paths start in `url` when not at the root (`/preview`): links and the browser's router keep it. */
  basename?: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: 301; location: string }
  | {
      kind: 'page';
      status: number;
      head: PageHead;
      body: string;
      payloadScript: string;
      /**
       * Every query answered (a 404 counts: the page says "not found") and every section rendered: the page is what
       * any visitor would get until content changes, so it may be kept. A page with data or sections left to the
       * browser (a slow or failing API or remote) is sent once and rendered again for the next visitor.
       */
      complete: boolean;
    };

/**
 * The width the first HTML lays out width-dependent parts (carousels) for, from the device class the browser states in
 * Sec-CH-UA-Mobile (Chromium sends it on every request): `?0` a desktop, `?1` a phone. A browser that does not send it
 * (Safari, Firefox, most crawlers) gets the phone layout: most visitors are on phones, and iPhones send no hints. The
 * browser corrects the guess after hydration. The User-Agent is not read, so pages vary only on this header (VARY).
 */
export const viewportGuess = (mobileHint: string | undefined) => (mobileHint?.trim() === '?0' ? DESKTOP_WIDTH : PHONE_WIDTH);
const PHONE_WIDTH = 390;
const DESKTOP_WIDTH = 1440;

async function renderToString(element: React.ReactElement, timeoutMs: number): Promise<{ html: string; complete: boolean }> {
  let complete = true;
  // Whatever is still waiting then is left to the browser (React sends those boundaries' fallbacks).
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    complete = false;
    timeout.abort(new Error(`render took longer than ${timeoutMs} ms`));
  }, timeoutMs);
  try {
    // Rejects when the page itself (not a section) cannot be rendered.
    const stream = await renderToReadableStream(element, {
      signal: timeout.signal,
      // Everything is ready when it is sent: every section inline, none sent as a fallback swapped in by a script.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: (error) => {
        // A section that failed here renders its fallback and is tried again in the browser.
        complete = false;
        console.warn('[ssr] section rendered in the browser instead:', error instanceof Error ? error.message : error);
      },
    });
    // Crawlers and link previews need the whole page, and the status must be known before the first byte.
    await stream.allReady;
    const html = await new Response(stream).text();
    return { html, complete };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The content cache as the browser should start with it: answers and errors, not requests still under way (the
 * browser asks for those itself; a pending entry it did not start would never settle) nor the server's subscriptions.
 */
function transferable(state: ReturnType<AppStore['getState']>): SsrPayload['state'] {
  const content = state[baseApi.reducerPath];
  const queries = Object.fromEntries(
    Object.entries(content.queries).filter(([, query]) => query?.status === 'fulfilled' || query?.status === 'rejected'),
  );
  return { [baseApi.reducerPath]: { ...content, queries, mutations: {}, subscriptions: {} } };
}

export async function renderPage({
  url,
  mobileHint,
  loaded,
  tables,
  apiWaitMs,
  renderTimeoutMs,
  basename,
}: RenderInput): Promise<RenderResult> {
  const { config } = loaded;
  // The config's API, not the process's: a preview reads from its own (server/preview.ts).
  const store = makeStore({ apiBaseUrl: config.apiBaseUrl });
  const routes = createShellRoutes(tables, store.dispatch);
  const location = new URL(url, 'http://site.invalid');
  const matches = matchRoutes(routes, location.pathname, basename);
  const match = matches?.at(-1);
  const handle = match?.route.handle as ShellRouteHandle | undefined;
  if (handle?.site.redirect) {
    const { to, keepSearch } = handle.site.redirect;
    return { kind: 'redirect', status: 301, location: `${basename ?? ''}${to}${keepSearch ? location.search : ''}` };
  }
  const sitePath = basename && location.pathname.startsWith(basename) ? location.pathname.slice(basename.length) || '/' : location.pathname;

  try {
    prefetchChrome({ dispatch: store.dispatch, params: match?.params ?? {}, search: location.searchParams });
    // The matched page's loader starts its data, as it does on a navigation in the browser.
    const handler = createStaticHandler(routes, { basename });
    const routing = await handler.query(new Request(location.href));
    if (routing instanceof Response) throw new Error(`unexpected router response ${routing.status}`);
    await settleQueries(store, apiWaitMs);

    const state = store.getState();
    const head = pageHeadFor({
      matches,
      location: `${sitePath}${location.search}`,
      state,
      tables,
      siteUrl: config.siteUrl,
      apiBaseUrl: config.apiBaseUrl,
    });
    const viewportWidth = viewportGuess(mobileHint);
    const { html: body, complete } = await renderToString(
      <ApiBaseUrlContext.Provider value={config.apiBaseUrl}>
        <ShellApp store={store} viewportWidth={viewportWidth}>
          <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, routing)} context={routing} hydrate={false} />
        </ShellApp>
      </ApiBaseUrlContext.Provider>,
      renderTimeoutMs,
    );
    return {
      kind: 'page',
      status: head.status ?? 200,
      head,
      body,
      payloadScript: payloadScript({ config, state: transferable(state), viewportWidth, ...(basename ? { basename } : {}) }),
      complete: complete && allAnswered(state),
    };
  } finally {
    // RTK Query's cache timers would keep every request's store alive for a minute.
    store.dispatch(baseApi.util.resetApiState());
  }
}

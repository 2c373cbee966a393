// The rendering server's routes: pages, sitemap.xml, robots.txt, the operators' reload and the admin (forwarded to its
// own server), on top of the file server.
// Pages are kept once rendered (pageCache.ts) until the content version, the config or an operator's reload changes, and sent
// with a strong ETag and a Cache-Control a CDN can share (docs/decisions/0027-rendered-pages-kept.md, 0031).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSitemap, robotsTxt, SECTION_ATTRIBUTE, SITE_PATHS, type RemoteRouteTable } from '@starfamily/shared';
import { inlineScriptHashes, originOf, pageHeaders } from '@starfamily/shared/server/security-headers';
import { loadRouteTables } from '../app/routeTables';
import { ADMIN_PATH, createAdminProxy, disallowAdmin } from './adminProxy';
import type { SiteStateSource } from './contentVersion';
import { createDocument } from './document';
import type { createPageCache, KeptPage } from './pageCache';
import {
  keptPage,
  NOT_FOUND_CACHE,
  PAGE_CACHE,
  REDIRECT_CACHE,
  requestHeaders,
  send,
  sendRaw,
  UNKEPT_CACHE,
  VARY,
} from './keptPageResponse';
import {
  checkPreview,
  PREVIEW_CHECK_MS,
  PREVIEW_PATH,
  previewApiBase,
  previewBarHtml,
  previewProblem,
  previewRequest,
  withToken,
} from './preview';
import { renderPage, viewportGuess } from './renderPage';
import type { createRemoteGuard } from './remoteGuard';
import type { createConfigSource, LoadedConfig } from './serverConfig';
import { sitemapEntries } from './sitemap';
import { pageScripts, remoteAssets, shellAssets, type RemoteAssets } from './buildAssets';

interface SiteServerOptions {
  app: FastifyInstance;
  distDir: string;
  template: string;
  configSource: ReturnType<typeof createConfigSource>;
  remoteGuard: ReturnType<typeof createRemoteGuard>;
  /** `POST /__admin/reload-remotes` with `Authorization: Bearer <token>`; without a token the endpoint does not exist. */
  adminToken: string | undefined;
  /** The operators' admin's own server (`ADMIN_URL`), which answers /admin and /admin/... (docs/admin.md). */
  adminUrl: string;
  apiWaitMs: number;
  /** How long a remote's server entry (its code, tables, stylesheet list) may take before the page goes on without it. */
  remoteWaitMs: number;
  /** The content version and the last reload, the same in every process of this server. */
  siteState: SiteStateSource;
  pageCache: ReturnType<typeof createPageCache>;
}

/**
 * A page's security headers: scripts from the shell and the remotes it was rendered with, its inline scripts by hash
 * (the same bytes are sent again while kept); a development build of this server (the e2e suite's hydration check)
 * serves development builds of the apps (NODE_ENV here is the build's: webpack defines it from the mode).
 */
const securityHeaders = (config: LoadedConfig['config'], scriptHashes: string[] = []) =>
  pageHeaders({ config, scriptHashes, development: process.env.NODE_ENV !== 'production' });

export function createSiteServer({
  app,
  distDir,
  template,
  configSource,
  remoteGuard,
  adminToken,
  adminUrl,
  apiWaitMs,
  remoteWaitMs,
  siteState,
  pageCache,
}: SiteServerOptions) {
  const renderDocument = createDocument(template);
  const shell = shellAssets(distDir);
  /**
   * What kept pages belong to: the content version, the config (by its text: the same in every process) and the last
   * reload. A new epoch starts an empty cache.
   */
  let lastEpoch = { version: '', fingerprint: '', reload: '', epoch: '' };
  function epochOf(loaded: LoadedConfig) {
    const { version: known, reload } = siteState.current();
    const version = known ?? 'unknown';
    // The same string while nothing changed: the kept-page lookup then compares and hashes no new string per request.
    if (version !== lastEpoch.version || loaded.fingerprint !== lastEpoch.fingerprint || reload !== lastEpoch.reload) {
      lastEpoch = { version, fingerprint: loaded.fingerprint, reload, epoch: `${version} ${loaded.fingerprint} ${reload}` };
    }
    return lastEpoch;
  }

  /** Last table each remote answered with: a remote that is down keeps its pages known (rendered by the browser). */
  const lastTables = new Map<string, RemoteRouteTable>();
  const assets = new Map<string, { generation: number; assets: RemoteAssets }>();

  const routeTables = () => loadRouteTables(Object.keys(configSource.current().config.remotes), lastTables);

  /** Each remote's stylesheets and scripts (null while it never answered); read once per config generation. */
  async function remotesAssets(): Promise<Record<string, RemoteAssets | null>> {
    const { config, generation } = configSource.current();
    const entries = await Promise.all(
      Object.entries(config.remotes).map(async ([name, entry]): Promise<[string, RemoteAssets | null]> => {
        const cached = assets.get(name);
        if (cached?.generation === generation) return [name, cached.assets];
        // A remote known to be down is not asked; a slow answer here (a busy machine) only costs this page its
        // preloads, so it does not open the remote's circuit, which would leave its sections to the browser.
        if (remoteGuard.isOpen(name)) return [name, cached?.assets ?? null];
        try {
          const fresh = await remoteAssets(entry, remoteWaitMs);
          assets.set(name, { generation, assets: fresh });
          return [name, fresh];
        } catch {
          // Linked once it answers; its sections are then rendered by the browser anyway.
          return [name, cached?.assets ?? null];
        }
      }),
    );
    return Object.fromEntries(entries);
  }

  /** The origins other than the site's that a page fetches from at once: the remotes' scripts, the API's pictures. */
  const otherOrigins = (config: LoadedConfig['config']) => {
    const site = originOf(config.siteUrl);
    const origins = [...Object.values(config.remotes), config.apiBaseUrl].map(originOf);
    return [...new Set(origins)].filter((origin): origin is string => origin !== null && origin !== site);
  };

  /** The remote sections in rendered markup (`remote/Expose`), in page order. */
  const SECTION = new RegExp(`${SECTION_ATTRIBUTE}="([\\w-]+/[\\w-]+)"`, 'g');
  const sectionsIn = (html: string) => [...new Set([...html.matchAll(SECTION)].map((match) => match[1]!))];

  /** The page could not be rendered at all: the browser renders it instead, from the same scripts. */
  function clientRendered(reply: FastifyReply, error: unknown) {
    console.error('[ssr] page rendered in the browser instead:', error);
    const { config } = configSource.current();
    const html = renderDocument({
      head: { path: SITE_PATHS.home, noindex: true },
      siteUrl: config.siteUrl,
      stylesheets: shell.css,
      scripts: [],
      body: '',
      payloadScript: null,
    });
    return reply
      .code(500)
      .headers(securityHeaders(config))
      .header('cache-control', UNKEPT_CACHE)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  /**
   * The page for this request: kept, being rendered for another request, or rendered now. Kept per content version
   * config and last reload (the epoch), device class and URL.
   */
  async function page(request: FastifyRequest, reply: FastifyReply) {
    const loaded = configSource.current();
    // Node joins a repeated header into one string, as requestHeaders does for the fast path.
    const hint = request.headers['sec-ch-ua-mobile'];
    const mobileHint = typeof hint === 'string' ? hint : undefined;
    const { version, epoch } = epochOf(loaded);
    const key = `${viewportGuess(mobileHint)} ${request.url}`;
    try {
      const { page: kept, source } = await pageCache.get(epoch, key, () => renderedPage(request.url, mobileHint, loaded));
      return send(request, reply, kept, source, version);
    } catch (error) {
      return clientRendered(reply, error);
    }
  }

  /** A page's HTML and headers, rendered now; `preview`: under /preview, reading the drafts, with the bar. */
  async function composedPage(url: string, mobileHint: string | undefined, loaded: LoadedConfig, preview?: { banner: string }) {
    const [tables, remotes] = await Promise.all([routeTables(), remotesAssets()]);
    const basename = preview ? PREVIEW_PATH : undefined;
    const result = await renderPage({ url, mobileHint, loaded, tables, apiWaitMs, renderTimeoutMs: 10_000, basename });
    if (result.kind === 'redirect') return result;
    const html = renderDocument({
      head: preview ? { ...result.head, noindex: true } : result.head,
      siteUrl: loaded.config.siteUrl,
      stylesheets: [...shell.css, ...Object.values(remotes).flatMap((remote) => remote?.css ?? [])],
      preconnect: otherOrigins(loaded.config),
      scripts: pageScripts(remotes, sectionsIn(result.body)),
      body: result.body,
      payloadScript: result.payloadScript,
      inlineScripts: true,
      banner: preview?.banner,
    });
    // Every remote answered and every section and query made it into the page: what any visitor gets until content changes.
    const complete = result.complete && Object.values(tables).every(Boolean) && Object.values(remotes).every(Boolean);
    const keep = !preview && complete && (result.status === 200 || result.status === 404);
    const headers = {
      ...securityHeaders(loaded.config, inlineScriptHashes(html)),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': !keep ? UNKEPT_CACHE : result.status === 200 ? PAGE_CACHE : NOT_FOUND_CACHE,
      vary: VARY,
    };
    return { kind: 'page' as const, status: result.status, headers, html, keep };
  }

  async function renderedPage(url: string, mobileHint: string | undefined, loaded: LoadedConfig): Promise<KeptPage> {
    const page = await composedPage(url, mobileHint, loaded);
    if (page.kind === 'redirect') return keptPage(page.status, { location: page.location, 'cache-control': REDIRECT_CACHE }, '', true);
    return keptPage(page.status, page.headers, page.html, page.keep);
  }

  /**
   * /preview/<site path>?token=…: the page over the drafts (preview.ts), rendered for this request only: never kept
   * here (neither the page nor the API's answers, which the API marks no-store) nor by a browser or CDN.
   */
  async function previewPage(request: FastifyRequest, reply: FastifyReply) {
    const loaded = configSource.current();
    const { token, publicUrl } = previewRequest(request.url);
    reply.header('cache-control', UNKEPT_CACHE).header('x-robots-tag', 'noindex');
    const check = token
      ? await checkPreview(previewApiBase(loaded.config.apiBaseUrl, token), PREVIEW_CHECK_MS)
      : ({ kind: 'expired' } as const);
    const problem = (found: Parameters<typeof previewProblem>[0]) => {
      const { status, html } = previewProblem(found);
      return reply.code(status).headers(securityHeaders(loaded.config)).type('text/html; charset=utf-8').send(html);
    };
    if (check.kind !== 'open') return problem(check);
    if (!token) return problem({ kind: 'expired' });
    const config = { ...loaded.config, apiBaseUrl: previewApiBase(loaded.config.apiBaseUrl, token) };
    const hint = request.headers['sec-ch-ua-mobile'];
    try {
      const page = await composedPage(
        request.url,
        typeof hint === 'string' ? hint : undefined,
        { ...loaded, config },
        { banner: previewBarHtml(publicUrl) },
      );
      // A redirect stays in the preview, with its token.
      if (page.kind === 'redirect') return reply.redirect(withToken(page.location, token), page.status);
      return reply
        .code(page.status)
        .headers({ ...page.headers, 'cache-control': UNKEPT_CACHE })
        .send(page.html);
    } catch (error) {
      // Never the browser-rendered fallback: it would show the published content under a preview's address.
      return problem({ kind: 'unavailable', reason: error instanceof Error ? error.message : String(error) });
    }
  }

  /**
   * A page this process keeps, answered on the raw HTTP server before Fastify parses anything: what keeps kept pages
   * near a bare server's throughput. Anything else (a miss, a file, a POST) goes on to Fastify.
   */
  function answerKept(request: IncomingMessage, response: ServerResponse): boolean {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url) return false;
    const pathname = request.url.split('?')[0]!;
    if (pathname !== '/sitemap.xml' && pathname.slice(pathname.lastIndexOf('/')).includes('.')) return false;
    const { version, epoch } = epochOf(configSource.current());
    const headers = requestHeaders(request.rawHeaders);
    const key = pathname === '/sitemap.xml' ? 'sitemap.xml' : `${viewportGuess(headers.mobileHint)} ${request.url}`;
    const page = pageCache.peek(epoch, key);
    if (!page || page.body.length === 0) return false;
    sendRaw(request, response, page, version, headers);
    return true;
  }

  // The file server would answer the root folder itself (with no index.html to show): home is a page.
  app.get(SITE_PATHS.home, page);
  app.get(PREVIEW_PATH, previewPage);
  app.get(`${PREVIEW_PATH}/*`, previewPage);

  // Kept like a page: until content (or config) changes.
  app.get('/sitemap.xml', async (request, reply) => {
    const loaded = configSource.current();
    const { version, epoch } = epochOf(loaded);
    try {
      const { page: kept, source } = await pageCache.get(epoch, 'sitemap.xml', async () => {
        const { entries, complete } = await sitemapEntries(await routeTables(), apiWaitMs);
        const headers = {
          'content-type': 'application/xml',
          'cache-control': complete ? PAGE_CACHE : UNKEPT_CACHE,
          vary: 'Accept-Encoding',
        };
        return keptPage(200, headers, buildSitemap(entries, loaded.config.siteUrl), complete);
      });
      return send(request, reply, kept, source, version);
    } catch (error) {
      console.error('[sitemap]', error);
      return reply
        .code(503)
        .header('cache-control', UNKEPT_CACHE)
        .type('text/plain')
        .send('The sitemap could not be made; try again in a moment.');
    }
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=300')
      .type('text/plain')
      .send(disallowAdmin(robotsTxt(configSource.current().config.siteUrl))),
  );

  // The admin: its page and files from its own server, never rendered or kept here (HEAD too: Fastify's HEAD routes).
  const forwardToAdmin = createAdminProxy(adminUrl);
  app.get(ADMIN_PATH, forwardToAdmin);
  app.get(`${ADMIN_PATH}/*`, forwardToAdmin);

  if (adminToken) {
    const expected = Buffer.from(`Bearer ${adminToken}`);
    app.post('/__admin/reload-remotes', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ error: 'unauthorized' });
      const { generation } = reloadRemotes();
      siteState.reloaded();
      return { reloaded: true, generation };
    });
  }

  /** Forgets every remote's code, tables and stylesheets: the next page loads them anew (and is rendered anew). */
  function reloadRemotes() {
    remoteGuard.reset();
    lastTables.clear();
    return configSource.reload();
  }

  return { page, previewPage, reloadRemotes, answerKept };
}

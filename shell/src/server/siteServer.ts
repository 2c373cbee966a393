// The rendering server's routes: pages, sitemap.xml, robots.txt and the operators' reload, on top of the file server.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildSitemap, robotsTxt, SECTION_ATTRIBUTE, SITE_PATHS } from '@starfamily/shared';
import { createNonce, originOf, pageHeaders } from '@starfamily/shared/server/security-headers';
import { loadRouteTable, type RouteTables } from '../app/routeTables';
import { createDocument } from './document';
import { renderPage } from './renderPage';
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
  apiWaitMs: number;
}

const HTML_CACHE = 'no-cache';

/**
 * A page's security headers: scripts from the shell and the remotes it was rendered with, its one inline script by
 * nonce; a development build of this server (the e2e suite's hydration check) serves development builds of the apps.
 */
const securityHeaders = (config: LoadedConfig['config'], nonce?: string) =>
  pageHeaders({
    apiBaseUrl: config.apiBaseUrl,
    scriptUrls: Object.values(config.remotes),
    nonce,
    development: process.env.NODE_ENV !== 'production',
  });

export function createSiteServer({ app, distDir, template, configSource, remoteGuard, adminToken, apiWaitMs }: SiteServerOptions) {
  const renderDocument = createDocument(template);
  const shell = shellAssets(distDir);
  /** Last table each remote answered with: a remote that is down keeps its pages known (rendered by the browser). */
  const lastTables = new Map<string, RouteTables[string]>();
  const assets = new Map<string, { generation: number; assets: RemoteAssets }>();

  async function routeTables(): Promise<RouteTables> {
    const { config } = configSource.current();
    const names = Object.keys(config.remotes);
    const settled = await Promise.allSettled(names.map(loadRouteTable));
    return Object.fromEntries(
      names.map((name, index) => {
        const result = settled[index]!;
        if (result.status === 'fulfilled') lastTables.set(name, result.value);
        return [name, result.status === 'fulfilled' ? result.value : (lastTables.get(name) ?? null)];
      }),
    );
  }

  /** Each remote's stylesheets and scripts (null while it never answered); read once per config generation. */
  async function remotesAssets(): Promise<Record<string, RemoteAssets | null>> {
    const { config, generation } = configSource.current();
    const entries = await Promise.all(
      Object.entries(config.remotes).map(async ([name, entry]): Promise<[string, RemoteAssets | null]> => {
        const cached = assets.get(name);
        if (cached?.generation === generation) return [name, cached.assets];
        try {
          const fresh = await remoteGuard.guard(name, () => remoteAssets(entry, 1500));
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
    return reply.code(500).headers(securityHeaders(config)).header('cache-control', HTML_CACHE).type('text/html; charset=utf-8').send(html);
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    try {
      return await renderedPage(request, reply);
    } catch (error) {
      return clientRendered(reply, error);
    }
  }

  async function renderedPage(request: FastifyRequest, reply: FastifyReply) {
    const loaded = configSource.current();
    const [tables, remotes] = await Promise.all([routeTables(), remotesAssets()]);
    const nonce = createNonce();
    const result = await renderPage({
      nonce,
      url: request.url,
      userAgent: request.headers['user-agent'],
      loaded,
      tables,
      apiWaitMs,
      renderTimeoutMs: 10_000,
    });
    if (result.kind === 'redirect') return reply.code(result.status).header('cache-control', HTML_CACHE).redirect(result.location, result.status);
    const html = renderDocument({
      head: result.head,
      siteUrl: loaded.config.siteUrl,
      stylesheets: [...shell.css, ...Object.values(remotes).flatMap((remote) => remote?.css ?? [])],
      preconnect: otherOrigins(loaded.config),
      scripts: pageScripts(remotes, sectionsIn(result.body)),
      body: result.body,
      payloadScript: result.payloadScript,
      nonce,
    });
    return reply
      .code(result.status)
      .headers(securityHeaders(loaded.config, nonce))
      .header('cache-control', HTML_CACHE).type('text/html; charset=utf-8').send(html);
  }

  // The file server would answer the root folder itself (with no index.html to show): home is a page.
  app.get(SITE_PATHS.home, page);

  app.get('/sitemap.xml', async (_request, reply) => {
    const { config } = configSource.current();
    const entries = await sitemapEntries(await routeTables(), apiWaitMs);
    return reply.header('cache-control', 'public, max-age=300').type('application/xml').send(buildSitemap(entries, config.siteUrl));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').type('text/plain').send(robotsTxt(configSource.current().config.siteUrl)),
  );

  if (adminToken) {
    const expected = Buffer.from(`Bearer ${adminToken}`);
    app.post('/__admin/reload-remotes', async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return reply.code(401).send({ error: 'unauthorized' });
      remoteGuard.reset();
      lastTables.clear();
      const { generation } = configSource.reload();
      return { reloaded: true, generation };
    });
  }

  return { page };
}

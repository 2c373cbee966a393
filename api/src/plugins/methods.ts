// Every route the API serves, and 405 Method Not Allowed (with `Allow`) for a known path asked with another method,
// where Fastify alone would answer 404 as if the address did not exist.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface ApiRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered by the app (HEAD and CORS preflights aside): the hostile-input test walks them all. */
    apiRoutes: readonly ApiRoute[];
  }
}

const ANSWERED = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const sealed = new WeakSet<FastifyInstance>();

/** Call right after creating the app, before any route is registered. */
export function collectRoutes(app: FastifyInstance): void {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (sealed.has(app)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    }
  });
}

export default fp(
  async (app) => {
    sealed.add(app);
    const byUrl = new Map<string, Set<string>>();
    for (const { method, url } of app.apiRoutes) byUrl.set(url, (byUrl.get(url) ?? new Set()).add(method));
    for (const [url, methods] of byUrl) {
      const missing = ANSWERED.filter((method) => !methods.has(method));
      if (missing.length === 0) continue;
      const allowed = [...methods, ...(methods.has('GET') ? ['HEAD'] : [])];
      // onRequest: answered before any body is read (a 20 MB PUT is not parsed to be refused).
      const refuse = async (_request: FastifyRequest, reply: FastifyReply) =>
        reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ error: 'Method Not Allowed', message: `This address answers ${allowed.join(', ')} only.` });
      app.route({ method: missing, url, onRequest: refuse, handler: refuse });
    }
  },
  { name: 'methods', dependencies: ['errors'] },
);

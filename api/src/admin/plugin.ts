// The operators' admin API under /api/admin (docs/admin.md): cookies, the OpenAPI document of its routes only
// (GET /api/admin/openapi.json, each operation with `x-roles` and `x-csrf`), the guard on every route, then the routes
// listed in routes.ts.
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { ADMIN_PREFIX } from './paths';
import { ANYONE, changesState, guardAdminRoute, type AdminRoles, type AdminRuntime } from './guard';
import { dummyPasswordHash } from './passwords';
import { adminRoutes } from './routes';

export interface AdminPluginOptions {
  settings: AdminRuntime;
}

interface Declared {
  roles: AdminRoles;
  csrf: boolean;
}

/** `/api/admin/operators/:id` -> `/api/admin/operators/{id}`, as the OpenAPI document writes paths. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Registered with the prefix `/api/admin`. */
export default async function adminPlugin(app: FastifyInstance, { settings }: AdminPluginOptions) {
  app.decorate('adminSettings', settings);
  // Made now, so the first unknown email does not take a hash longer than a wrong password.
  await dummyPasswordHash();
  app.decorateRequest('operator', null);
  app.decorateRequest('adminSession', null);
  await app.register(cookie);

  const declared = new Map<string, Declared>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const roles = route.config?.roles;
    // Fail closed: a route that does not say who may call it does not start.
    if (!roles || roles.length === 0)
      throw new Error(`The admin route ${String(route.method)} ${route.url} declares no roles (config.roles).`);
    for (const method of [route.method].flat()) declared.set(`${method} ${openapiPath(route.url)}`, { roles, csrf: changesState(method) });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'StarFamily admin API',
        version: '1',
        description:
          "The operators' admin (docs/admin.md). Every operation says who may call it (x-roles) and whether it needs the CSRF proof (x-csrf).",
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: '__Host-sf_admin' } } },
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      for (const [path, operations] of Object.entries(openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations ?? {})) {
          const found = declared.get(`${method.toUpperCase()} ${path}`);
          if (found && typeof operation === 'object') Object.assign(operation, { 'x-roles': [...found.roles], 'x-csrf': found.csrf });
        }
      }
      return openapiObject;
    },
  });

  app.addHook('onRequest', guardAdminRoute);

  app.get(
    '/openapi.json',
    { config: { roles: ANYONE }, schema: { summary: 'This document', response: { 200: { type: 'object', additionalProperties: true } } } },
    () => app.swagger(),
  );

  for (const routes of adminRoutes) await app.register(routes);
}

export { ADMIN_PREFIX };

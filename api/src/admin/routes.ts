// The admin API's route plugins, each a feature folder's routes.ts (registered under /api/admin by plugin.ts). Every
// route declares who may call it: `config: { roles: ANYONE | SIGNED_IN | ADMINS }` (guard.ts).
import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit/routes';
import contentRoutes from './content/routes';
import publishRoutes from './content/publishRoutes';
import inboxRoutes from './inbox/routes';
import mediaRoutes from './media/routes';
import operatorRoutes from './operators/routes';
import passkeyRoutes from './passkeys/routes';
import previewRoutes from './preview/routes';
import sessionRoutes from './session/routes';
import setupRoutes from './setup/routes';

export const adminRoutes: FastifyPluginAsync[] = [
  setupRoutes,
  sessionRoutes,
  operatorRoutes,
  auditRoutes,
  passkeyRoutes,
  inboxRoutes,
  contentRoutes,
  publishRoutes,
  previewRoutes,
  mediaRoutes,
];

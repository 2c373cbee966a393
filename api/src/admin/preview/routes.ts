// POST /api/admin/preview: a preview link for the signed-in operator (docs/content-editing.md, "Preview"). The token
// opens /api/preview/<token>/… and the site's /preview/… for 15 minutes, and never after this session ends.
import type { FastifyInstance } from 'fastify';
import { createPreviewToken } from '../../preview/tokens';
import { audit } from '../audit';
import { SIGNED_IN } from '../guard';
import { adminAnswers, record } from '../schemas';

const previewLinkSchema = record({
  token: { type: 'string', description: 'Opens /preview/<site path>?token=… on the site (and /api/preview/<token>/api/… on the API)' },
  expiresAt: { type: 'string', format: 'date-time' },
});

export default async function previewRoutes(app: FastifyInstance) {
  app.post(
    '/preview',
    {
      config: { roles: SIGNED_IN },
      schema: {
        summary: 'A preview link: the site with every pending draft',
        tags: ['content'],
        response: adminAnswers({ 201: previewLinkSchema }),
      },
    },
    async (request, reply) => {
      const operator = request.operator!;
      const link = await createPreviewToken(
        app.db,
        { sessionIdHash: request.adminSession!.idHash, operatorId: operator.id },
        app.adminSettings.now(),
      );
      // The operator opens the preview next: its copy of the content starts loading now.
      app.previewCopy.warm();
      await audit(request, {
        action: 'preview-opened',
        target: `operator:${operator.id}`,
        details: { expiresAt: link.expiresAt.toISOString() },
      });
      return reply.code(201).send({ token: link.token, expiresAt: link.expiresAt.toISOString() });
    },
  );
}

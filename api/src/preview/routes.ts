// A preview's reads (docs/content-editing.md, "Preview"), registered under /api/preview:
//   GET /api/preview/<token>/api/<public path>  what GET /api/<public path> answers, over the published content with
//                                               every pending draft applied (previewCopy.ts)
//   GET /api/preview/<token>/storage/<path>     the stored file (a preview's API base serves its pictures too)
// Never kept by anyone (no-store), never indexed, and 401 for a token that is unknown, expired or whose session ended.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorSchema } from '../routes/common';
import { PREVIEW_PREFIX } from './paths';
import { PREVIEW_TOKEN_PATTERN, previewTokenValid } from './tokens';

export interface PreviewRoutesOptions {
  now: () => Date;
}

export const PREVIEW_EXPIRED = {
  error: 'preview-expired',
  message: 'This preview link has expired; open Preview again from the admin.',
} as const;

interface PreviewParams {
  token: string;
  '*': string;
}

const paramsSchema = {
  type: 'object',
  required: ['token', '*'],
  properties: { token: { type: 'string', pattern: PREVIEW_TOKEN_PATTERN }, '*': { type: 'string' } },
} as const;

export default async function previewRoutes(app: FastifyInstance, { now }: PreviewRoutesOptions) {
  const copy = app.previewCopy;

  /** Headers every preview answer carries, and the token check; false when the request was answered 401. */
  async function opened(request: FastifyRequest<{ Params: PreviewParams }>, reply: FastifyReply): Promise<boolean> {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    if (await previewTokenValid(app.db, request.params.token, now())) return true;
    await reply.code(401).send(PREVIEW_EXPIRED);
    return false;
  }

  const invalidSchema = {
    ...errorSchema,
    required: [...errorSchema.required, 'problems'],
    properties: { ...errorSchema.properties, problems: { type: 'array', items: { type: 'string' } } },
  };

  app.get<{ Params: PreviewParams }>(
    '/:token/api/*',
    { schema: { params: paramsSchema, response: { 401: errorSchema, 422: invalidSchema } } },
    async (request, reply) => {
      if (!(await opened(request, reply))) return reply;
      // The public path and query exactly as asked, after /api/preview/<token>.
      const publicUrl = request.url.slice(`${PREVIEW_PREFIX}/${request.params.token}`.length);
      return copy.use(async (state) => {
        if (state.kind === 'invalid') {
          return reply.code(422).send({
            error: 'invalid-drafts',
            message: 'The drafts do not make a valid site; fix them in the admin.',
            problems: state.problems,
          });
        }
        const answer = await state.app.inject({ method: request.method === 'HEAD' ? 'HEAD' : 'GET', url: publicUrl });
        if (state.missingRenditions.length > 0) reply.header('x-preview-missing-renditions', String(state.missingRenditions.length));
        const type = answer.headers['content-type'];
        if (type !== undefined) reply.header('content-type', type);
        return reply.code(answer.statusCode).send(answer.rawPayload);
      });
    },
  );

  app.get<{ Params: PreviewParams }>(
    '/:token/storage/*',
    { schema: { params: paramsSchema, response: { 401: errorSchema } } },
    async (request, reply) => {
      if (!(await opened(request, reply))) return reply;
      // Files are the site's own (public, cached as immutable there): sent on to their address.
      return reply.redirect(request.url.slice(`${PREVIEW_PREFIX}/${request.params.token}`.length), 302);
    },
  );
}

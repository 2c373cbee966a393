// Schema pieces of the content routes: a record as operators edit it (its fields, `_revision`, `_draft`) and the bodies
// of saves, plus who is writing.
import type { FastifyRequest } from 'fastify';
import { contentType, type ContentKey } from '@starfamily/shared/entities';
import type { Writer } from '../../content/draftWrites';
import { answerSchema } from '../../routes/answers';
import { record } from '../schemas';

const draftSchema = {
  anyOf: [
    { type: 'null' },
    record({
      state: { type: 'string', enum: ['changed', 'new', 'deleted'] },
      updatedBy: { type: ['string', 'null'] },
      updatedAt: { type: 'string', format: 'date-time' },
      publishAt: { type: ['string', 'null'], format: 'date-time' },
    }),
  ],
} as const;

/** A record as operators edit it: its fields, the revision a save sends back, and its draft's state. */
export function workingSchema(key: ContentKey) {
  const schema = answerSchema(contentType(key).entity);
  return {
    ...schema,
    required: [...schema.required, '_revision', '_draft'],
    properties: { ...schema.properties, _revision: { type: 'string' }, _draft: draftSchema },
  };
}

/** `d<draft revision>` or `p<hash of the published record>` (content/drafts.ts). */
export const revisionSchema = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[dp][0-9a-f]+$' } as const;

/** Any JSON object: the bundle's record rules check it field by field (recordInput.ts), so every field gets its message. */
export const recordBody = { type: 'object' } as const;

export const saveBody = { type: 'object', required: ['_revision'], properties: { _revision: revisionSchema } } as const;
export type SaveBody = Record<string, unknown> & { _revision: string };

/** The signed-in operator writing, at the admin's clock. */
export const writerOf = (request: FastifyRequest): Writer => ({ operatorId: request.operator!.id, at: request.server.adminSettings.now() });

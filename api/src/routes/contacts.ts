// POST /api/contacts: the contact form. Validated with the same yup schema the browser form uses, and
// stored before success is answered, so a visitor never sees "sent" for a message we do not have.
import type { FastifyInstance } from 'fastify';
import { contactFieldNames, contactSchema } from '@starfamily/shared/contact-schema';
import { DEFAULT_CONTACT_RATE_LIMIT, type RateLimit } from '../config';
import {
  acceptOnlyJson,
  caughtInTrap,
  formAnswers,
  formBodySchema,
  formFields,
  formRateLimit,
  refusal,
  trapIds,
  validateForm,
} from './formPost';

/** 16 KiB: a 5,000-character message in any script fits comfortably; anything bigger is not a form post. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

export default async function contactRoutes(app: FastifyInstance, options: { contactRateLimit?: RateLimit }) {
  acceptOnlyJson(app);

  app.post(
    '/contacts',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      config: formRateLimit(options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT),
      schema: { body: formBodySchema(contactFieldNames), response: formAnswers },
    },
    async (request, reply) => {
      const result = await validateForm(contactSchema, formFields(request.body, contactFieldNames));
      if (result.errors) return reply.code(422).send(refusal(result.errors));
      if (caughtInTrap(request.body)) {
        request.log.info('contact post with the trap field filled: answered, not stored');
        return reply.code(201).send({ message: 'Message received', id: trapIds.next() });
      }
      const stored = await app.repositories.contactMessages.create(result.value);
      app.mailOutbox.wake();
      return reply.code(201).send({ message: 'Message received', id: stored.id });
    },
  );
}

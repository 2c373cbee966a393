// POST /api/enquiries: the quote basket sent as one enquiry (issue 21). The contact form's rules and guarantees
// (routes/formPost.ts) plus lines that must name products the catalogue has; stored with its lines and its mail to
// sales in one transaction before success is answered.
import type { FastifyInstance } from 'fastify';
import { enquiryFieldNames, enquiryLineSchema, enquirySchema, MAX_ENQUIRY_LINES } from '@starfamily/shared/enquiry-schema';
import { DEFAULT_CONTACT_RATE_LIMIT, type RateLimit } from '../config';
import { UnknownProducts } from '../repositories/enquiryRepository';
import {
  acceptOnlyJson,
  caughtInTrap,
  formAnswers,
  formBodySchema,
  formFields,
  formList,
  formRateLimit,
  refusal,
  trapIds,
  validateForm,
} from './formPost';

/**
 * 128 KiB: the longest valid enquiry (50 lines with 500-character notes and a 5,000-character message, all in a
 * three-byte script) is about 95 KiB of JSON.
 */
export const ENQUIRY_BODY_LIMIT = 128 * 1024;

const lineFieldNames = Object.keys(enquiryLineSchema.fields);

export default async function enquiryRoutes(app: FastifyInstance, options: { contactRateLimit?: RateLimit }) {
  acceptOnlyJson(app);

  app.post(
    '/enquiries',
    {
      bodyLimit: ENQUIRY_BODY_LIMIT,
      config: formRateLimit(options.contactRateLimit ?? DEFAULT_CONTACT_RATE_LIMIT),
      schema: { body: formBodySchema([...enquiryFieldNames, 'lines']), response: formAnswers },
    },
    async (request, reply) => {
      const fields = {
        ...formFields(request.body, enquiryFieldNames),
        lines: formList(request.body, 'lines', lineFieldNames, MAX_ENQUIRY_LINES),
      };
      const result = await validateForm(enquirySchema, fields);
      if (result.errors) return reply.code(422).send(refusal(result.errors));
      if (caughtInTrap(request.body)) {
        request.log.info('enquiry with the trap field filled: answered, not stored');
        return reply.code(201).send({ message: 'Enquiry received', id: trapIds.next() });
      }
      try {
        const stored = await app.repositories.enquiries.create(result.value);
        app.mailOutbox.wake();
        return await reply.code(201).send({ message: 'Enquiry received', id: stored.id });
      } catch (error) {
        if (!(error instanceof UnknownProducts)) throw error;
        return reply
          .code(422)
          .send(
            refusal(
              Object.fromEntries(
                error.lines.map((line) => [
                  `lines[${line.index}].product_id`,
                  `No product ${line.product_id}: please remove it from your quote.`,
                ]),
              ),
            ),
          );
      }
    },
  );
}

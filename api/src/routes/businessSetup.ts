// Company settings (GET /api/business-setup) and the contact page's details (GET /api/contact-info),
// both read from the single business setup record.
import type { FastifyInstance } from 'fastify';
import { businessSetup } from '@starfamily/shared/entities';
import { answerSchema, toAnswer } from './answers';
import { HttpError, readErrors } from './common';

// The map's URL is the contact page's alone.
const businessSetupSchema = answerSchema(businessSetup, { omit: ['gmapUrl'] });

const contactInfo = { only: ['address', 'email1', 'email2', 'phone1', 'phone2', 'gmapUrl'] } as const;
const contactInfoSchema = answerSchema(businessSetup, contactInfo);
const toContactInfo = toAnswer(businessSetup, contactInfo);

export default async function businessSetupRoutes(app: FastifyInstance) {
  const setup = async () => {
    const row = await app.repositories.businessSetup.get();
    if (!row) throw new HttpError(404, 'The business setup has not been created yet');
    return row;
  };

  app.get('/business-setup', { schema: { response: { 200: businessSetupSchema, 404: readErrors[404], 500: readErrors[500] } } }, setup);

  app.get('/contact-info', { schema: { response: { 200: contactInfoSchema, 404: readErrors[404], 500: readErrors[500] } } }, async () => {
    return toContactInfo(await setup());
  });
}

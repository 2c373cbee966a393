// Company settings (GET /api/business-setup) and the contact page's details (GET /api/contact-info),
// both read from the single business setup record.
import type { FastifyInstance } from 'fastify';
import { HttpError, imageList, integer, optionalText, readErrors, record, text } from './common';

const contactInfoFields = { address: text, email1: text, email2: text, phone1: text, phone2: text };

const businessSetupSchema = record({
  id: integer,
  images: imageList,
  mission: text,
  motto: text,
  coreValue: text,
  vision: text,
  who_we_are: text,
  logo: text,
  ...contactInfoFields,
  email: text,
  facebookLink: optionalText,
  twitterLink: optionalText,
  instagramLink: optionalText,
  tiktokLink: optionalText,
  telegramLink: optionalText,
  linkedInLink: optionalText,
});

const contactInfoSchema = record({ ...contactInfoFields, gmapUrl: text });

export default async function businessSetupRoutes(app: FastifyInstance) {
  const setup = async () => {
    const row = await app.repositories.businessSetup.get();
    if (!row) throw new HttpError(404, 'The business setup has not been created yet');
    return row;
  };

  app.get('/business-setup', { schema: { response: { 200: businessSetupSchema, 404: readErrors[404], 500: readErrors[500] } } }, setup);

  app.get('/contact-info', { schema: { response: { 200: contactInfoSchema, 404: readErrors[404], 500: readErrors[500] } } }, async () => {
    const { address, email1, email2, phone1, phone2, gmapUrl } = await setup();
    return { address, email1, email2, phone1, phone2, gmapUrl };
  });
}

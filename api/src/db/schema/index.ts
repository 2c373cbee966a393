// Every table of the content database; drizzle-kit reads this file to generate migrations.
export * from './content';
export { contactMessages } from './contactMessages';
export { enquiries, enquiryLines } from './enquiries';
export { outbox, type RenderedMail } from './outbox';

// A quote enquiry (issue 21): the contact form's fields plus an optional company and country, and the basket's lines.
// Shared by the quote page's form (Formik) and the API (POST /api/enquiries). Imports nothing but yup and the contact
// rules, so it is bundled into browser code as well as the Node server.
import { array, number, object, type InferType } from 'yup';
import { contactSchema, textField } from './contactSchema';

export const MAX_ENQUIRY_LINES = 50;
export const MAX_LINE_QUANTITY = 100_000;
export const MAX_LINE_NOTE = 500;

export const enquiryLineSchema = object({
  product_id: number()
    .strict()
    .typeError('Each line must name a product by its number.')
    .required('Each line must name a product.')
    .integer('Each line must name a product by its number.')
    .positive('Each line must name a product by its number.'),
  quantity: number()
    .strict()
    .typeError('The quantity must be a whole number.')
    .required('Please give a quantity.')
    .integer('The quantity must be a whole number.')
    .min(1, 'The quantity must be at least 1.')
    .max(MAX_LINE_QUANTITY, `The quantity must be at most ${MAX_LINE_QUANTITY}.`),
  note: textField()
    .typeError('A note must be text.')
    .transform((value: string | null | undefined) => value ?? '')
    .max(MAX_LINE_NOTE, `A note must be at most ${MAX_LINE_NOTE} characters.`)
    .default(''),
});

export const enquiryFieldNames = ['full_name', 'email', 'phone', 'company', 'country', 'message'] as const;

export const enquirySchema = contactSchema.shape({
  // On a quote the lines say what is wanted, so a message is welcome but not required.
  message: textField()
    .typeError('Your message must be text.')
    .transform((value: string | null | undefined) => value ?? '')
    .max(5000, 'Your message must be at most 5000 characters.')
    .default(''),
  company: textField()
    .typeError('Your company must be text.')
    .transform((value: string | null | undefined) => value ?? '')
    .max(200, 'Your company must be at most 200 characters.')
    .default(''),
  country: textField()
    .typeError('Your country must be text.')
    .transform((value: string | null | undefined) => value ?? '')
    .max(100, 'Your country must be at most 100 characters.')
    .default(''),
  lines: array()
    .typeError('The enquiry must list its products.')
    .of(enquiryLineSchema)
    .required('Please add at least one product to your quote.')
    .min(1, 'Please add at least one product to your quote.')
    .max(MAX_ENQUIRY_LINES, `A quote can list at most ${MAX_ENQUIRY_LINES} products.`),
});

export type EnquiryLine = InferType<typeof enquiryLineSchema>;
export type Enquiry = InferType<typeof enquirySchema>;

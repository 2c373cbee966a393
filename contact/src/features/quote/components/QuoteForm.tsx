import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { clearCart, useAppDispatch, type CartItem } from '@starfamily/shared';
import { CONTACT_HONEYPOT_FIELD } from '@starfamily/shared/contact-schema';
import { enquiryFieldNames, enquirySchema } from '@starfamily/shared/enquiry-schema';
import { FormField } from '../../../components/form/FormField';
import { blurFocusedFieldIn, FocusFirstInvalidField, HoneypotField, SendButton } from '../../../components/form/FormParts';
import { useSendEnquiryMutation, type EnquiryRefusal } from '../api/enquiryApi';

type FieldName = (typeof enquiryFieldNames)[number];
type FormValues = Record<FieldName | typeof CONTACT_HONEYPOT_FIELD, string>;

const EMPTY: FormValues = { full_name: '', email: '', phone: '', company: '', country: '', message: '', [CONTACT_HONEYPOT_FIELD]: '' };
/** The form checks the visitor's fields; the lines come from the basket and are checked with them on the server. */
const fieldsSchema = enquirySchema.omit(['lines']);

interface QuoteFormProps {
  lines: CartItem[];
  /** After the API stored the enquiry (the basket is then empty). */
  onSent: () => void;
  /** Product id -> the API's objection to that line (none: every line was accepted). */
  onLineErrors: (errors: Record<number, string>) => void;
}

/** What a 422 says about each line (`lines[1].product_id`), by the line's product. */
function lineErrorsOf(errors: Record<string, string>, lines: CartItem[]): Record<number, string> {
  const byProduct: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const index = /^lines\[(\d+)\]/.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) byProduct[line.id] = message;
  }
  return byProduct;
}

/** The contact form's fields plus company and country; sends the basket as one enquiry and empties it on success. */
export function QuoteForm({ lines, onSent, onLineErrors }: QuoteFormProps) {
  const dispatch = useAppDispatch();
  const [send] = useSendEnquiryMutation();
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  const onSubmit = async (values: FormValues, { resetForm, setErrors, setTouched }: FormikHelpers<FormValues>) => {
    setFailed(false);
    setSending(true);
    onLineErrors({});
    const { [CONTACT_HONEYPOT_FIELD]: trap, ...fields } = values;
    const enquiry = enquirySchema.cast({
      ...fields,
      lines: lines.map((line) => ({ product_id: line.id, quantity: line.qty, note: line.note })),
    });
    const result = await send({ ...enquiry, [CONTACT_HONEYPOT_FIELD]: trap });
    setSending(false);
    if ('data' in result) {
      blurFocusedFieldIn(sectionRef.current);
      resetForm();
      dispatch(clearCart());
      onSent();
      return;
    }
    // The basket and what the visitor typed stay: nothing is lost.
    setFailed(true);
    const errors = (result.error as { data?: EnquiryRefusal } | undefined)?.data?.errors;
    if (!errors) return;
    onLineErrors(lineErrorsOf(errors, lines));
    const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([key]) => key in EMPTY));
    setErrors(fieldErrors);
    void setTouched(Object.fromEntries(Object.keys(fieldErrors).map((key) => [key, true])), false);
  };

  return (
    <section ref={sectionRef} className="sf-quote__form" aria-labelledby="quote-form-heading">
      <h2 id="quote-form-heading">Your details</h2>
      <Formik initialValues={EMPTY} validationSchema={fieldsSchema} onSubmit={onSubmit}>
        <Form noValidate className="sf-form">
          <FocusFirstInvalidField within={sectionRef} />
          <FormField idPrefix="quote" name="full_name" label="Full name" autoComplete="name" required />
          <FormField idPrefix="quote" name="email" label="Email" type="email" autoComplete="email" required />
          <FormField idPrefix="quote" name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
          <FormField idPrefix="quote" name="company" label="Company (optional)" autoComplete="organization" />
          <FormField idPrefix="quote" name="country" label="Country (optional)" autoComplete="country-name" />
          <FormField idPrefix="quote" name="message" label="Message (optional)" autoComplete="off" multiline />
          <HoneypotField />
          <SendButton label="Send enquiry" sending={sending} failed={failed} />
        </Form>
      </Formik>
    </section>
  );
}

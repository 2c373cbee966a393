import { useEffect, useRef, useState, type RefObject } from 'react';
import { Field, Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Heading } from '@starfamily/shared';
import { CONTACT_HONEYPOT_FIELD, contactSchema, type ContactMessage } from '@starfamily/shared/contact-schema';
import { useSendContactMessageMutation, type ContactPost } from '../api/contactApi';
import { FormField } from './FormField';
import { MessageSentDialog } from './MessageSentDialog';
import './contactForm.css';

export const CONTACT_FAILURE_TEXT = 'Something went wrong. Please try again.';

type FormValues = ContactMessage & Record<typeof CONTACT_HONEYPOT_FIELD, string>;

const EMPTY: FormValues = { full_name: '', email: '', phone: '', message: '', [CONTACT_HONEYPOT_FIELD]: '' };

interface ContactFormProps {
  /** Each page puts the form under its own heading, e.g. "Have Anything in mind? Let's discuss." */
  heading?: string;
  /** Called once the API has stored the message (the widget turns it into a `starfamily:contact-sent` event). */
  onSent?: (message: ContactMessage) => void;
}

/** The contact form (spec §4, §5, §8): the same yup schema as the API, so both sides agree on what is valid. */
export default function ContactForm({ heading, onSent }: ContactFormProps) {
  const [send] = useSendContactMessageMutation();
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  // While the message is on its way (not while the fields are checked: a disabled Send under the pointer or the
  // keyboard would drop focus to the page).
  const [sending, setSending] = useState(false);
  const sectionRef = useRef<HTMLElement>(null);

  const onSubmit = async (values: FormValues, { resetForm }: FormikHelpers<FormValues>) => {
    setFailed(false);
    setSending(true);
    try {
      const { [CONTACT_HONEYPOT_FIELD]: trap, ...fields } = values;
      const message = contactSchema.cast(fields);
      const post: ContactPost = { ...message, [CONTACT_HONEYPOT_FIELD]: trap };
      await send(post).unwrap();
      // The field still focused (pressing Send keeps focus there) would lose it to the dialog after the reset, and
      // that blur would mark the emptied field as touched: "Please enter a message." under a form just sent.
      const root = sectionRef.current?.getRootNode() as Document | ShadowRoot | undefined;
      if (root?.activeElement instanceof HTMLElement && sectionRef.current?.contains(root.activeElement)) root.activeElement.blur();
      resetForm();
      setSent(true);
      onSent?.(message);
    } catch {
      // What the visitor typed stays in the form so nothing is lost.
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <section ref={sectionRef} className="sf-contact-form" aria-label={heading ?? 'Contact form'}>
      {heading && <Heading level={2}>{heading}</Heading>}
      <Formik initialValues={EMPTY} validationSchema={contactSchema} onSubmit={onSubmit}>
        {() => (
          <Form noValidate>
            <FocusFirstInvalidField within={sectionRef} />
            <FormField name="full_name" label="Full name" autoComplete="name" required />
            <FormField name="email" label="Email" type="email" autoComplete="email" required />
            <FormField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
            <FormField name="message" label="Message" autoComplete="off" multiline required />
            {/* A trap for form-filling robots: off screen, out of the tab order and hidden from screen readers, so
                people leave it empty; the API stores nothing that arrives with it filled. */}
            <div className="sf-contact-form__trap" aria-hidden="true">
              <label>
                Website
                <Field name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
              </label>
            </div>
            {/* Pressing the button must not blur the field first: the blur shows that field's error, which pushes
                the button down before the release, and the click (the submit) is lost. */}
            <button type="submit" className="sf-button" disabled={sending} onMouseDown={(event) => event.preventDefault()}>
              {sending ? 'Sending...' : 'Send Message'}
            </button>
            {failed && (
              <p role="alert" className="sf-field__error">
                {CONTACT_FAILURE_TEXT}
              </p>
            )}
          </Form>
        )}
      </Formik>
      {sent && <MessageSentDialog onClose={() => setSent(false)} />}
    </section>
  );
}

/**
 * A submit that finds invalid fields moves focus to the first of them (its error is read with it), by keyboard and
 * by mouse alike. Runs once per submit, after Formik has checked the fields and marked them.
 */
function FocusFirstInvalidField({ within }: { within: RefObject<HTMLElement | null> }) {
  const { submitCount, isSubmitting, isValidating, isValid } = useFormikContext<FormValues>();
  const handled = useRef(submitCount);
  useEffect(() => {
    // A reset after a send starts the count again.
    if (submitCount < handled.current) handled.current = submitCount;
    if (submitCount === handled.current || isSubmitting || isValidating) return;
    handled.current = submitCount;
    if (isValid) return;
    within.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, isValid, within]);
  return null;
}

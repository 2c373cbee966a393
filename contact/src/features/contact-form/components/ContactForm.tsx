import { useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Heading } from '@starfamily/shared';
import { CONTACT_HONEYPOT_FIELD, contactSchema, type ContactMessage } from '@starfamily/shared/contact-schema';
import { useSendContactMessageMutation, type ContactPost } from '../api/contactApi';
import { FormField } from '../../../components/form/FormField';
import { blurFocusedFieldIn, FocusFirstInvalidField, HoneypotField, SendButton } from '../../../components/form/FormParts';
import { SentDialog } from '../../../components/form/SentDialog';

export { SEND_FAILURE_TEXT as CONTACT_FAILURE_TEXT } from '../../../components/form/FormParts';

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
      blurFocusedFieldIn(sectionRef.current);
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
          <Form noValidate className="sf-form">
            <FocusFirstInvalidField within={sectionRef} />
            <FormField name="full_name" label="Full name" autoComplete="name" required />
            <FormField name="email" label="Email" type="email" autoComplete="email" required />
            <FormField name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
            <FormField name="message" label="Message" autoComplete="off" multiline required />
            <HoneypotField />
            <SendButton label="Send Message" sending={sending} failed={failed} />
          </Form>
        )}
      </Formik>
      {sent && <SentDialog onClose={() => setSent(false)} />}
    </section>
  );
}

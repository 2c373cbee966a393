import { useGetBusinessSetupQuery } from '../api/commonEndpoints';
import { RemoteComponent } from './RemoteComponent';

/** Writing to us by email still works when the contact remote is down. */
function EmailFallback() {
  const { data: setup } = useGetBusinessSetupQuery();
  if (!setup?.email) return null;
  return (
    <p>
      You can also write to us at <a href={`mailto:${setup.email}`}>{setup.email}</a>.
    </p>
  );
}

/** The contact remote's form under a page's own heading, for detail pages in other remotes. */
export function ContactFormSection({ heading }: { heading: string }) {
  return (
    <RemoteComponent module="contact/ContactForm" label="Contact form" props={{ heading }} fallback={<EmailFallback />} />
  );
}

import { RemoteComponent } from '@starfamily/shared';

/** Home page: each section comes from the remote that owns it, inside its own error boundary. */
export function HomePage() {
  return (
    <>
      <RemoteComponent module="catalogue/ServicesSection" label="Our Services" />
      <RemoteComponent module="company/TeamSection" label="Team members" />
      <RemoteComponent module="contact/ContactInfoSection" label="Contact information" />
    </>
  );
}

import { Icon, OPENING_HOURS, telHref, type BusinessSetup } from '@starfamily/shared';

export function FooterContact({ setup }: { setup: BusinessSetup }) {
  return (
    <div role="group" aria-labelledby="footer-contact">
      <h2 id="footer-contact">Contact Us</h2>
      <p>
        <Icon name="clock" /> {OPENING_HOURS.label}
      </p>
      <address>
        <p>
          <Icon name="location" /> {setup.address}
        </p>
        <p>
          <Icon name="phone" /> <a href={telHref(setup.phone1)}>{setup.phone1}</a>
        </p>
        <p>
          <Icon name="mail" /> <a href={`mailto:${setup.email}`}>{setup.email}</a>
        </p>
      </address>
    </div>
  );
}

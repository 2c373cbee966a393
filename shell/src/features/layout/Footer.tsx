import { Link } from 'react-router-dom';
import { useGetBusinessSetupQuery, useGetServicesQuery } from '@starfamily/shared';
import { MAIN_MENU } from './navigation';

export const OPENING_HOURS = 'Mon-Fri 8:00AM-6:00PM';

export function Footer() {
  const { data: setup } = useGetBusinessSetupQuery();
  const { data: services = [] } = useGetServicesQuery();
  // The spec: nothing until settings and a non-empty service list have loaded.
  if (!setup || services.length === 0) return null;
  return (
    <footer className="sf-footer">
      <div className="sf-footer__columns">
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Our Services</h2>
          <ul>
            {services.slice(0, 4).map((service) => (
              <li key={service.id}>
                <Link to={`/service-single/${service.id}`}>{service.serviceName}</Link>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {MAIN_MENU.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact Us</h2>
          <p>{OPENING_HOURS}</p>
          <address>
            {setup.address}
            <br />
            <a href={`tel:${setup.phone1}`}>{setup.phone1}</a>
            <br />
            <a href={`mailto:${setup.email}`}>{setup.email}</a>
          </address>
        </section>
      </div>
      <p className="sf-footer__copyright">© {new Date().getFullYear()} StarFamily. All rights reserved.</p>
    </footer>
  );
}

import { Link } from 'react-router-dom';
import { StorageImage, truncatePreview, useGetBusinessSetupQuery, useGetServicesQuery } from '@starfamily/shared';
import { FooterServices } from './footer/FooterServices';
import { FooterContact } from './footer/FooterContact';
import { SocialLinks } from './SocialLinks';
import { FOOTER_QUICK_LINKS } from './navigation';

export const TECHNOLOGY_PROVIDER = 'StarFamily Digital';

export function Footer() {
  const { data: setup } = useGetBusinessSetupQuery();
  const { data: services = [] } = useGetServicesQuery();
  // The spec: nothing until settings and a non-empty service list have loaded.
  if (!setup || services.length === 0) return null;
  return (
    <footer className="sf-footer">
      <div className="sf-footer__columns">
        {/* Columns are labelled groups, not regions: the footer is the landmark, and pages have regions of the same
            names ("Our Services", "Contact Us") that must stay distinguishable. */}
        <div role="group" aria-label="About StarFamily">
          <Link to="/" aria-label="StarFamily home" className="sf-logo sf-footer__logo">
            {/* .sf-footer__logo: 160 px with 6 px padding. */}
            <StorageImage path={setup.logo} alt="" width={160} height={48} sizes="148px" style={{ objectFit: 'contain' }} />
          </Link>
          <p>{truncatePreview(setup.who_we_are, 160)}</p>
          <SocialLinks links={setup} />
        </div>
        <FooterServices services={services} />
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul>
            {FOOTER_QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterContact setup={setup} />
      </div>
      <p className="sf-footer__copyright">
        © {new Date().getFullYear()} StarFamily. All rights reserved. Website by {TECHNOLOGY_PROVIDER}.
      </p>
    </footer>
  );
}

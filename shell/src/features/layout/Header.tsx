import { Link } from 'react-router-dom';
import { StorageImage, useGetBusinessSetupQuery, sitePath } from '@starfamily/shared';
import { TopBar } from './header/TopBar';
import { DesktopMenu } from './header/DesktopMenu';
import { MobileMenu } from './header/MobileMenu';
import { SiteSearch } from './header/SiteSearch';
import { useScrolledPast } from './useScrolledPast';

export const FIXED_HEADER_THRESHOLD_PX = 80;

export function Header() {
  const { data: setup } = useGetBusinessSetupQuery();
  const fixed = useScrolledPast(FIXED_HEADER_THRESHOLD_PX);
  // The spec: the header renders nothing until company settings have loaded.
  if (!setup) return null;
  return (
    <header className={`sf-header${fixed ? ' sf-header--fixed' : ''}`}>
      <TopBar setup={setup} />
      <div className="sf-header__bar">
        <div className="sf-header__main">
          <Link to="/" aria-label="StarFamily home" className="sf-logo">
            <StorageImage path={setup.logo} alt="" width={160} height={48} eager style={{ objectFit: 'contain' }} />
          </Link>
          <DesktopMenu />
          <SiteSearch />
          <Link className="sf-button sf-header__cta" to={sitePath('contact')}>
            Contact Us
          </Link>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}

import { Link, NavLink } from 'react-router-dom';
import { StorageImage, useGetBusinessSetupQuery } from '@starfamily/shared';
import { MAIN_MENU } from './navigation';

export function Header() {
  const { data: setup } = useGetBusinessSetupQuery();
  // The spec: the header renders nothing until company settings have loaded.
  if (!setup) return null;
  return (
    <header className="sf-header">
      <div className="sf-topbar">
        <a href={`tel:${setup.phone1}`}>{setup.phone1}</a>
        <a href={`mailto:${setup.email}`}>{setup.email}</a>
        <span>{setup.address}</span>
      </div>
      <div className="sf-header__main">
        <Link to="/" aria-label="StarFamily home" className="sf-logo">
          <StorageImage path={setup.logo} alt="" width={160} height={48} eager style={{ objectFit: 'contain' }} />
        </Link>
        <nav aria-label="Main">
          <ul className="sf-menu">
            {MAIN_MENU.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Link className="sf-button" to="/contact">
          Contact Us
        </Link>
      </div>
    </header>
  );
}

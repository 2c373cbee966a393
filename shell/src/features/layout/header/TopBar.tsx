import { Icon, telHref, type BusinessSetup } from '@starfamily/shared';
import { SocialLinks } from '../SocialLinks';

export function TopBar({ setup }: { setup: BusinessSetup }) {
  return (
    <div className="sf-topbar">
      <div className="sf-topbar__inner">
        <a href={telHref(setup.phone1)}>
          <Icon name="phone" /> {setup.phone1}
        </a>
        <a href={`mailto:${setup.email}`}>
          <Icon name="mail" /> {setup.email}
        </a>
        <span>
          <Icon name="location" /> {setup.address}
        </span>
        <SocialLinks links={setup} className="sf-social sf-topbar__social" />
      </div>
    </div>
  );
}

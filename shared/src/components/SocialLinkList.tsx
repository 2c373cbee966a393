import type { ComponentPropsWithoutRef } from 'react';
import type { SocialLinks } from '../entities/types';
import { safeUrl } from '../security/safeUrl';
import { Icon, type IconName } from './Icon';

type Network = keyof SocialLinks;

const NETWORKS: Record<Network, { icon: IconName; label: string }> = {
  facebookLink: { icon: 'facebook', label: 'Facebook' },
  twitterLink: { icon: 'twitter', label: 'Twitter' },
  instagramLink: { icon: 'instagram', label: 'Instagram' },
  tiktokLink: { icon: 'tiktok', label: 'TikTok' },
  telegramLink: { icon: 'telegram', label: 'Telegram' },
  linkedInLink: { icon: 'linkedin', label: 'LinkedIn' },
};

/**
 * The links that are web addresses, in the site's order, with each network's name: a `javascript:` or other scheme
 * from content renders as nothing and never reaches a search engine.
 */
export function webSocialLinks(links: SocialLinks): { network: Network; href: string; icon: IconName; label: string }[] {
  return (Object.keys(NETWORKS) as Network[]).flatMap((network) => {
    const href = safeUrl(links[network]);
    return href === undefined ? [] : [{ network, href, ...NETWORKS[network] }];
  });
}

interface Props extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  links: SocialLinks;
  /** The link's accessible name from the network's ("Facebook"); by default the network's name itself. */
  linkLabel?: (network: string) => string;
}

/** One icon link per social profile that is a web address; nothing at all when there is none. */
export function SocialLinkList({ links, linkLabel = (network) => network, ...list }: Props) {
  const present = webSocialLinks(links);
  if (present.length === 0) return null;
  return (
    <ul {...list}>
      {present.map(({ network, href, icon, label }) => (
        <li key={network}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={linkLabel(label)}>
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

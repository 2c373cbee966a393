import { Icon, type IconName, type SocialLinks, safeUrl, Heading } from '@starfamily/shared';

const NETWORKS: { key: keyof SocialLinks; icon: IconName; label: string }[] = [
  { key: 'facebookLink', icon: 'facebook', label: 'Facebook' },
  { key: 'twitterLink', icon: 'twitter', label: 'Twitter' },
  { key: 'instagramLink', icon: 'instagram', label: 'Instagram' },
  { key: 'tiktokLink', icon: 'tiktok', label: 'TikTok' },
  { key: 'telegramLink', icon: 'telegram', label: 'Telegram' },
  { key: 'linkedInLink', icon: 'linkedin', label: 'LinkedIn' },
];

/** "Contact With" and one icon per link the member has; nothing at all without links. */
export function MemberSocialLinks({ links, name }: { links: SocialLinks; name: string }) {
  // Only links that are web addresses (a `javascript:` link in the database renders as nothing).
  const present = NETWORKS.filter(({ key }) => safeUrl(links[key]) !== undefined);
  if (present.length === 0) return null;
  return (
    <div className="sf-member__social">
      <Heading level={2} id="member-social-heading">Contact With</Heading>
      <ul className="sf-member__social-list" aria-labelledby="member-social-heading">
        {present.map(({ key, icon, label }) => (
          <li key={key}>
            <a href={safeUrl(links[key])} target="_blank" rel="noopener noreferrer" aria-label={`${name} on ${label}`}>
              <Icon name={icon} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

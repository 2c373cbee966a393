import { Icon, type IconName, type SocialLinks as Links, safeUrl } from '@starfamily/shared';

const NETWORKS: { key: keyof Links; icon: IconName; label: string }[] = [
  { key: 'facebookLink', icon: 'facebook', label: 'Facebook' },
  { key: 'twitterLink', icon: 'twitter', label: 'Twitter' },
  { key: 'instagramLink', icon: 'instagram', label: 'Instagram' },
  { key: 'tiktokLink', icon: 'tiktok', label: 'TikTok' },
  { key: 'telegramLink', icon: 'telegram', label: 'Telegram' },
  { key: 'linkedInLink', icon: 'linkedin', label: 'LinkedIn' },
];

/** One icon per social link that exists; none at all when there are no links. */
export function SocialLinks({ links, className = 'sf-social' }: { links: Links; className?: string }) {
  // Only links that are web addresses (a `javascript:` link in the database renders as nothing).
  const present = NETWORKS.filter(({ key }) => safeUrl(links[key]) !== undefined);
  if (present.length === 0) return null;
  return (
    <ul className={className} aria-label="StarFamily on social media">
      {present.map(({ key, icon, label }) => (
        <li key={key}>
          <a href={safeUrl(links[key])} target="_blank" rel="noopener noreferrer" aria-label={label}>
            <Icon name={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}

import { SocialLinkList, type SocialLinks as Links } from '@starfamily/shared';

/** One icon per social link that exists; none at all when there are no links. */
export function SocialLinks({ links, className = 'sf-social' }: { links: Links; className?: string }) {
  return <SocialLinkList links={links} className={className} aria-label="StarFamily on social media" />;
}

import { type SocialLinks, Heading, SocialLinkList, webSocialLinks } from '@starfamily/shared';

/** "Contact With" and one icon per link the member has; nothing at all without links. */
export function MemberSocialLinks({ links, name }: { links: SocialLinks; name: string }) {
  if (webSocialLinks(links).length === 0) return null;
  return (
    <div className="sf-member__social">
      <Heading level={2} id="member-social-heading">
        Contact With
      </Heading>
      <SocialLinkList
        links={links}
        className="sf-member__social-list"
        aria-labelledby="member-social-heading"
        linkLabel={(network) => `${name} on ${network}`}
      />
    </div>
  );
}

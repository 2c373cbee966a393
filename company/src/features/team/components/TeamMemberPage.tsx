import { Link } from 'react-router-dom';
import { LoadingOverlay, LoadingScreen, PageBanner, StorageImage, isNotFound, sitePath, useLoaderDelay, type TeamMember, Heading } from '@starfamily/shared';
import { TEAM_MEMBER_SIZES } from '../pictureSizes';
import { useRouteId } from '../../../lib/useRouteId';
import { useGetTeamMemberQuery } from '../api/teamApi';
import { MemberSocialLinks } from './MemberSocialLinks';
import './team.css';

function MemberDetails({ member }: { member: TeamMember }) {
  const rows: [string, string | null | undefined, string?][] = [
    ['Position', member.position],
    ['Email', member.email, member.email && `mailto:${member.email}`],
    ['Phone', member.phone1, member.phone1 && `tel:${member.phone1.replace(/\s+/g, '')}`],
    ['Phone 2', member.phone2, member.phone2 ? `tel:${member.phone2.replace(/\s+/g, '')}` : undefined],
    ['Address', member.address],
  ];
  return (
    <dl className="sf-member__details">
      {rows
        .filter(([, value]) => Boolean(value))
        .map(([label, value, href]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{href ? <a href={href}>{value}</a> : value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** /team-single/{id}: the loader shows until the member arrives and over it for the loader time; an unknown id says so. */
export default function TeamMemberPage() {
  const id = useRouteId();
  const waiting = useLoaderDelay();
  const { data: member, isLoading, error } = useGetTeamMemberQuery(id ?? 0, { skip: id === undefined });

  if (id === undefined || isNotFound(error) || (!isLoading && !error && !member?.id)) {
    return (
      <div className="sf-page">
        <Heading level={1}>Team member not found</Heading>
        <p>
          <Link to={sitePath('team')}>See the whole team</Link>
        </p>
      </div>
    );
  }
  if (isLoading) return <LoadingScreen />;
  if (!member) {
    return (
      <p role="alert" className="sf-page sf-status sf-status--error">
        This team member could not be loaded. Please try again later.
      </p>
    );
  }
  // The page's own loader for the loader time (spec), over the member already rendered underneath.
  return (
    <LoadingOverlay show={waiting} scope="section">
      <div className="sf-member-page">
        <PageBanner title={member.full_name} subtitle={member.title} crumb="Team" />
        <section className="sf-page sf-member" aria-label={`Contact ${member.full_name}`}>
          <StorageImage path={member.image} alt={member.full_name} width={420} height={480} sizes={TEAM_MEMBER_SIZES} priority className="sf-member__image" />
          <div>
            <MemberDetails member={member} />
            <MemberSocialLinks links={member} name={member.full_name} />
          </div>
        </section>
      </div>
    </LoadingOverlay>
  );
}

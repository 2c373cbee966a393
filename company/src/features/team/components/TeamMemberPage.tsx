import {
  DetailState,
  LoadingOverlay,
  LoadingScreen,
  PageBanner,
  StorageImage,
  telHref,
  useLoaderDelay,
  type TeamMember,
} from '@starfamily/shared';
import { teamMemberDetail } from '../teamMemberDetail';
import { MemberSocialLinks } from './MemberSocialLinks';
import './team.css';

function MemberDetails({ member }: { member: TeamMember }) {
  const rows: [string, string | null | undefined, string?][] = [
    ['Position', member.position],
    ['Email', member.email, member.email && `mailto:${member.email}`],
    ['Phone', member.phone1, telHref(member.phone1)],
    ['Phone 2', member.phone2, telHref(member.phone2)],
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
  const waiting = useLoaderDelay();
  return (
    <DetailState page={teamMemberDetail} loading={<LoadingScreen label={teamMemberDetail.texts.loading} />}>
      {(member) => (
        // The page's own loader for the loader time (spec), over the member already rendered underneath.
        <LoadingOverlay show={waiting} scope="section">
          <div className="sf-member-page">
            <PageBanner title={member.full_name} subtitle={member.title} crumb="Team" />
            <section className="sf-page sf-member" aria-label={`Contact ${member.full_name}`}>
              <StorageImage
                path={member.image}
                alt={member.full_name}
                width={420}
                height={480}
                sizes={teamMemberDetail.pictures.sizes}
                priority
                className="sf-member__image"
              />
              <div>
                <MemberDetails member={member} />
                <MemberSocialLinks links={member} name={member.full_name} />
              </div>
            </section>
          </div>
        </LoadingOverlay>
      )}
    </DetailState>
  );
}

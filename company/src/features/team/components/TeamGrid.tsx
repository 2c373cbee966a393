import { Link } from 'react-router-dom';
import { StorageImage, type TeamMember, sitePath, Heading, type HeadingLevel } from '@starfamily/shared';

/**
 * 3 columns at large sizes, 2 at medium, 1 at small (see .sf-team-grid in the shared styles). `headingLevel`: one
 * below the heading the grid sits under (2 on the team page, 3 in the home section).
 */
export function TeamGrid({ members, headingLevel = 3 }: { members: TeamMember[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="sf-team-grid">
      {members.map((member) => (
        <li key={member.id} className="sf-card">
          <StorageImage path={member.image} alt={member.full_name} width={360} height={420} />
          <div className="sf-card__body">
            <Heading level={headingLevel}>
              <Link to={sitePath('teamMember', { id: member.id })}>{member.full_name}</Link>
            </Heading>
            <p>{member.title}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router-dom';
import { StorageImage, type TeamMember, sitePath, Heading, type HeadingLevel } from '@starfamily/shared';
import { TEAM_CARD_SIZES } from '../pictureSizes';

/**
 * 3 columns at large sizes, 2 at medium, 1 at small (see .sf-team-grid in the shared styles). `headingLevel`: one
 * below the heading the grid sits under (2 on the team page, 3 in the home section). `priorityFirst`: the first
 * member's picture is the page's LCP (the team page).
 */
interface TeamGridProps {
  members: TeamMember[];
  headingLevel?: HeadingLevel;
  priorityFirst?: boolean;
}

export function TeamGrid({ members, headingLevel = 3, priorityFirst = false }: TeamGridProps) {
  return (
    <ul className="sf-team-grid">
      {members.map((member, index) => (
        <li key={member.id} className="sf-card">
          <StorageImage
            path={member.image}
            alt={member.full_name}
            width={360}
            height={420}
            sizes={TEAM_CARD_SIZES}
            priority={priorityFirst && index === 0}
          />
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

import { QueryStatus } from '@starfamily/shared';
import { useGetTeamMembersQuery } from '../api/teamApi';
import { TeamGrid } from './TeamGrid';

export default function TeamSection() {
  const { data: members = [], isLoading, isError } = useGetTeamMembersQuery();
  return (
    <section className="sf-section" aria-labelledby="home-team-heading">
      <p className="sf-eyebrow">We Have Skilled People</p>
      <h2 id="home-team-heading">TEAM MEMBERS</h2>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={members.length === 0}>
        <TeamGrid members={members} />
      </QueryStatus>
    </section>
  );
}

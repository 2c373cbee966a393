import { QueryStatus, PageTitle } from '@starfamily/shared';
import { useGetTeamMembersQuery } from '../api/teamApi';
import { TeamGrid } from './TeamGrid';

export default function TeamPage() {
  const { data: members = [], isLoading, isError } = useGetTeamMembersQuery();
  return (
    <section className="sf-page" aria-labelledby="team-heading">
      <PageTitle id="team-heading">Our Team</PageTitle>
      <QueryStatus isLoading={isLoading} isError={isError} isEmpty={members.length === 0}>
        <TeamGrid members={members} headingLevel={2} priorityFirst />
      </QueryStatus>
    </section>
  );
}

import { defineDetailPage } from '@starfamily/shared';
import { teamApi } from './api/teamApi';
import { TEAM_MEMBER_SIZES } from './pictureSizes';

/** /team-single/{id}, declared once for its page and its route (spec: Team detail). */
export const teamMemberDetail = defineDetailPage({
  record: teamApi.endpoints.getTeamMember,
  title: (member) => member.full_name,
  list: { page: 'team', name: 'Team' },
  pictures: { of: (member) => [member.image], sizes: TEAM_MEMBER_SIZES },
  texts: {
    // Spec: the loading screen says so until the member arrives (and for the loader time, see TeamMemberPage).
    loading: 'Loading...',
    notFound: 'Team member not found',
    back: 'See the whole team',
    unavailable: 'This team member could not be loaded. Please try again later.',
  },
});

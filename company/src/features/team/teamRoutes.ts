// The team page and a team member's page (the company's route table lists them).
import { SITE_PATHS, describePage, detailRoute, listRoute, personJsonLd, sitePath } from '@starfamily/shared';
import { teamApi } from './api/teamApi';
import { TEAM_CARD_SIZES } from './pictureSizes';
import { teamMemberDetail } from './teamMemberDetail';

export const teamRoute = listRoute({
  page: 'team',
  label: 'Team',
  load: () => import('./components/TeamPage'),
  list: teamApi.endpoints.getTeamMembers,
  title: 'Our Team',
  description: {
    of: (members) => `The StarFamily team: ${members.map((member) => `${member.full_name} (${member.title})`).join(', ')}.`,
    about: 'The people of StarFamily, Ethiopian agro-export and industry, with their roles and how to reach them.',
  },
  link: (member) => ({ name: member.full_name, path: sitePath('teamMember', { id: member.id }) }),
  picture: { of: (member) => member.image, sizes: TEAM_CARD_SIZES },
});

export const teamMemberRoute = detailRoute(teamMemberDetail, {
  path: SITE_PATHS.teamMember,
  label: 'Team member',
  load: () => import('./components/TeamMemberPage'),
  head: (member, context) => {
    const position = member.position && member.position !== member.title ? ` (${member.position})` : '';
    return {
      description: describePage('', `${member.full_name}, ${member.title} at StarFamily${position}: contact details and social links.`),
      type: 'profile',
      jsonLd: [personJsonLd(member, context)],
    };
  },
});

// The team page and a team member's page (the company's route table lists them).
import { NO_SUBSCRIPTION, SITE_PATHS, describePage, detailRoute, headPictures, personJsonLd, sitePath, type PrefetchContext, type SiteRoute } from '@starfamily/shared';
import { teamApi } from './api/teamApi';
import { TEAM_CARD_SIZES } from './pictureSizes';
import { teamMemberDetail } from './teamMemberDetail';

/** The team list: the team page's, and the home and about pages' team section's. */
export const prefetchTeamMembers = ({ dispatch }: PrefetchContext) => void dispatch(teamApi.endpoints.getTeamMembers.initiate(undefined, NO_SUBSCRIPTION));

export const teamRoute: SiteRoute = {
  path: SITE_PATHS.team,
  label: 'Team',
  load: () => import('./components/TeamPage'),
  prefetch: prefetchTeamMembers,
  head: (context) => {
    const members = teamApi.endpoints.getTeamMembers.select()(context.state).data;
    return {
      title: 'Our Team',
      description: describePage(
        members?.length ? `The StarFamily team: ${members.map((member) => `${member.full_name} (${member.title})`).join(', ')}.` : '',
        'The people of StarFamily, Ethiopian agro-export and industry, with their roles and how to reach them.',
      ),
      path: sitePath('team'),
      preloadImage: headPictures(context).preload(members?.[0]?.image, TEAM_CARD_SIZES),
    };
  },
};

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

import { baseApi, itemOf, listOf, type TeamMember } from '@starfamily/shared';

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => ({ url: '/teams-list' }),
      transformResponse: listOf<TeamMember>(),
      providesTags: ['Team'],
    }),
    /** One member with contact details and social links; a 404 means no such member. */
    getTeamMember: build.query<TeamMember, number>({
      query: (id) => ({ url: `/teams-list/${id}` }),
      transformResponse: itemOf<TeamMember>(),
      providesTags: (_result, _error, id) => [{ type: 'Team', id }],
    }),
  }),
});

export const { useGetTeamMembersQuery, useGetTeamMemberQuery } = teamApi;

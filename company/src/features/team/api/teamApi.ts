import { baseApi, listOf, type TeamMember } from '@starfamily/shared';

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeamMembers: build.query<TeamMember[], void>({
      query: () => ({ url: '/teams-list' }),
      transformResponse: listOf<TeamMember>(),
      providesTags: ['Team'],
    }),
  }),
});

export const { useGetTeamMembersQuery } = teamApi;

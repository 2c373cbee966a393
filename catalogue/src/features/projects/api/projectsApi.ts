import { baseApi, itemOf, normaliseProject, type Project } from '@starfamily/shared';

// The project list (GET /projects-list) is a common call: useGetProjectsQuery from @starfamily/shared.
export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProject: build.query<Project, number>({
      query: (id) => ({ url: `/projects-list/${id}` }),
      transformResponse: itemOf(normaliseProject),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
  }),
});

export const { useGetProjectQuery } = projectsApi;

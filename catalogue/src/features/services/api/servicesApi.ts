import { baseApi, itemOf, normaliseService, type Service } from '@starfamily/shared';

// The service list (GET /service) is a common call: useGetServicesQuery from @starfamily/shared.
export const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getService: build.query<Service, number>({
      query: (id) => ({ url: `/service/${id}` }),
      transformResponse: itemOf(normaliseService),
      providesTags: (_result, _error, id) => [{ type: 'Service', id }],
    }),
  }),
});

export const { useGetServiceQuery } = servicesApi;

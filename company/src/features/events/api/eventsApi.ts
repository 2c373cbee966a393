import { baseApi, itemOf, listOf, normaliseEvent, type CompanyEvent } from '@starfamily/shared';

export const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, as the API sends them; `images` parsed and `create_at` read as `created_at`. */
    getEvents: build.query<CompanyEvent[], void>({
      query: () => ({ url: '/event_list' }),
      transformResponse: listOf(normaliseEvent),
      providesTags: ['Event'],
    }),
    getEvent: build.query<CompanyEvent, number>({
      query: (id) => ({ url: `/event_list/${id}` }),
      transformResponse: itemOf(normaliseEvent),
      providesTags: (_result, _error, id) => [{ type: 'Event', id }],
    }),
  }),
});

export const { useGetEventsQuery, useGetEventQuery } = eventsApi;

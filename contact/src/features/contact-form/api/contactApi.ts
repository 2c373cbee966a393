import { baseApi } from '@starfamily/shared';
import type { ContactMessage } from '@starfamily/shared/contact-schema';

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Only success or failure matters to the form (spec §7). */
    sendContactMessage: build.mutation<unknown, ContactMessage>({
      query: (message) => ({ url: '/contacts', method: 'POST', data: message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

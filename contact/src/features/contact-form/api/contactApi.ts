import { baseApi } from '@starfamily/shared';
import type { CONTACT_HONEYPOT_FIELD, ContactMessage } from '@starfamily/shared/contact-schema';

/** The form's fields, and its robot trap (sent empty by people). */
export type ContactPost = ContactMessage & Partial<Record<typeof CONTACT_HONEYPOT_FIELD, string>>;

export const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Only success or failure matters to the form (spec §7). */
    sendContactMessage: build.mutation<unknown, ContactPost>({
      query: (message) => ({ url: '/contacts', method: 'POST', data: message }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;

import { baseApi } from '@starfamily/shared';
import type { CONTACT_HONEYPOT_FIELD } from '@starfamily/shared/contact-schema';
import type { Enquiry } from '@starfamily/shared/enquiry-schema';

/** The quote form's fields, the basket's lines, and the robot trap (sent empty by people). */
export type EnquiryPost = Enquiry & Partial<Record<typeof CONTACT_HONEYPOT_FIELD, string>>;

/** A refused enquiry (422) names what is wrong, e.g. `{ email: '...', 'lines[1].product_id': '...' }`. */
export interface EnquiryRefusal {
  errors?: Record<string, string>;
}

export const enquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendEnquiry: build.mutation<{ message: string; id: number }, EnquiryPost>({
      query: (enquiry) => ({ url: '/enquiries', method: 'POST', data: enquiry }),
    }),
  }),
});

export const { useSendEnquiryMutation } = enquiryApi;

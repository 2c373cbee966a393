// Lists for the home-page sections: hero slides, testimonials, partners.
import { baseApi, listOf, normaliseTestimonial, type HeroSlide, type Partner, type Testimonial } from '@starfamily/shared';

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHeroSlides: build.query<HeroSlide[], void>({
      query: () => ({ url: '/hero_list' }),
      transformResponse: listOf<HeroSlide>(),
    }),
    getTestimonials: build.query<Testimonial[], void>({
      query: () => ({ url: '/testimonial-list' }),
      transformResponse: listOf(normaliseTestimonial),
    }),
    getPartners: build.query<Partner[], void>({
      query: () => ({ url: '/partners-list' }),
      transformResponse: listOf<Partner>(),
    }),
  }),
});

export const { useGetHeroSlidesQuery, useGetTestimonialsQuery, useGetPartnersQuery } = homeApi;

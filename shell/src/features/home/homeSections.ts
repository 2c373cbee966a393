import type { SectionId } from '@starfamily/shared';

/**
 * The home page's sections in the spec's order. Each is declared by the remote that owns it (label, code, data: the
 * `sections` of its route table); the shell only orders them. Each renders inside its own error boundary.
 */
export const HOME_SECTIONS: readonly SectionId[] = [
  'company/HeroSlider',
  'company/AboutSection',
  'catalogue/ServicesCarousel',
  'company/FunFacts',
  'company/TeamSection',
  'catalogue/ProjectsCarousel',
  'company/Testimonials',
  'contact/ContactInfoSection',
  'company/PartnersCarousel',
  'company/EventsTeaser',
];

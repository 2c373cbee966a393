/** Home sections in the spec's order, each from the remote that owns it and inside its own error boundary. */
export const HOME_SECTIONS = [
  { module: 'company/HeroSlider', label: 'Welcome' },
  { module: 'company/AboutSection', label: 'About us' },
  { module: 'catalogue/ServicesSection', label: 'Our Services' },
  { module: 'company/FunFacts', label: 'Fun facts' },
  { module: 'company/TeamSection', label: 'Team members' },
  { module: 'catalogue/ProjectsCarousel', label: 'Our projects' },
  { module: 'company/Testimonials', label: 'Client testimonials' },
  { module: 'contact/ContactInfoSection', label: 'Contact information' },
  { module: 'company/PartnersCarousel', label: 'Our partners' },
  { module: 'company/EventsTeaser', label: 'Special Events' },
] as const;

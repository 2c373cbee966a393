import { createAppConfig, createWidgetConfig } from '@starfamily/shared/webpack';

// The company remote's public surface: pages the shell routes to and home-page sections it composes.
const app = createAppConfig({
  name: 'company',
  dir: import.meta.dirname,
  title: 'StarFamily company',
  exposes: {
    './AboutPage': './src/features/about/components/AboutPage.tsx',
    './TeamPage': './src/features/team/components/TeamPage.tsx',
    './TeamMemberPage': './src/features/team/components/TeamMemberPage.tsx',
    './BusinessPage': './src/features/business/components/BusinessPage.tsx',
    './EventsPage': './src/features/events/components/EventsPage.tsx',
    './EventDetailPage': './src/features/events/components/EventDetailPage.tsx',
    './HeroSlider': './src/features/home/components/HeroSlider.tsx',
    './AboutSection': './src/features/about/components/AboutSection.tsx',
    './FunFacts': './src/features/home/components/FunFacts.tsx',
    './TeamSection': './src/features/team/components/TeamSection.tsx',
    './Testimonials': './src/features/home/components/Testimonials.tsx',
    './PartnersCarousel': './src/features/home/components/PartnersCarousel.tsx',
    './EventsTeaser': './src/features/events/components/EventsTeaser.tsx',
  },
});

// widget.js for partner sites: the same components as custom elements (docs/embedding.md).
export default [app, createWidgetConfig({ name: 'company', dir: import.meta.dirname })];

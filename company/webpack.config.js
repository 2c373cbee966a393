import { createRemoteConfigs, createRemoteServerConfig, createWidgetConfig } from '@starfamily/shared/webpack';

// The company remote's public surface: pages the shell routes to and home-page sections it composes.
const exposes = {
  // Its pages (path, page chunk, data, head), read by the shell's router and rendering server; then the home-page
  // sections and parts other remotes embed.
  './routes': './src/routes.ts',
  './HeroSlider': './src/features/home/components/HeroSlider.tsx',
  './AboutSection': './src/features/about/components/AboutSection.tsx',
  './FunFacts': './src/features/home/components/FunFacts.tsx',
  './TeamSection': './src/features/team/components/TeamSection.tsx',
  './Testimonials': './src/features/home/components/Testimonials.tsx',
  './PartnersCarousel': './src/features/home/components/PartnersCarousel.tsx',
  './EventsTeaser': './src/features/events/components/EventsTeaser.tsx',
};

// Its container (remoteEntry.js and the chunks behind it), which uses the host page's federation runtime, and its own
// small page for working on it alone (index.html, standalone/), with its own runtime.
const [app, standalone] = createRemoteConfigs({
  name: 'company',
  dir: import.meta.dirname,
  title: 'StarFamily company',
  exposes,
});

// The server container the shell's rendering server loads at run time (dist/server/remoteEntry.js).
const server = createRemoteServerConfig({ name: 'company', dir: import.meta.dirname, exposes });

// widget.js for partner sites: the same components as custom elements (docs/embedding.md).
export default [app, standalone, server, createWidgetConfig({ name: 'company', dir: import.meta.dirname })];

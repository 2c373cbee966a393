import { startStandalone } from '@starfamily/shared';
import AboutSection from './features/about/components/AboutSection';
import EventsTeaser from './features/events/components/EventsTeaser';
import FunFacts from './features/home/components/FunFacts';
import HeroSlider from './features/home/components/HeroSlider';
import PartnersCarousel from './features/home/components/PartnersCarousel';
import Testimonials from './features/home/components/Testimonials';
import TeamSection from './features/team/components/TeamSection';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

/** The home sections in the shell's order, so the standalone page shows them as the home page does. */
function HomeSections() {
  return (
    <>
      <HeroSlider />
      <AboutSection />
      <FunFacts />
      <TeamSection />
      <Testimonials />
      <PartnersCarousel />
      <EventsTeaser />
    </>
  );
}

void startStandalone({
  name: 'company',
  title: 'StarFamily company',
  table: routeTable,
  home: { label: 'Home sections', element: <HomeSections /> },
});

import { startStandalone } from '@starfamily/shared';
import AboutPage from './features/about/components/AboutPage';
import AboutSection from './features/about/components/AboutSection';
import BusinessPage from './features/business/components/BusinessPage';
import EventDetailPage from './features/events/components/EventDetailPage';
import EventsPage from './features/events/components/EventsPage';
import EventsTeaser from './features/events/components/EventsTeaser';
import FunFacts from './features/home/components/FunFacts';
import HeroSlider from './features/home/components/HeroSlider';
import PartnersCarousel from './features/home/components/PartnersCarousel';
import Testimonials from './features/home/components/Testimonials';
import TeamMemberPage from './features/team/components/TeamMemberPage';
import TeamPage from './features/team/components/TeamPage';
import TeamSection from './features/team/components/TeamSection';
import '@starfamily/shared/styles.css';

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
  routes: [
    { path: '/', label: 'Home sections', element: <HomeSections /> },
    { path: '/about', label: 'About', element: <AboutPage /> },
    { path: '/team', label: 'Team', element: <TeamPage /> },
    { path: '/team-single/:id', label: 'Team member', element: <TeamMemberPage /> },
    { path: '/business', label: 'Our Business', element: <BusinessPage /> },
    { path: '/event', label: 'Events', element: <EventsPage /> },
    { path: '/event-single/:id', label: 'Event', element: <EventDetailPage /> },
  ],
});

import { startStandalone } from '@starfamily/shared';
import ServicesSection from './features/services/components/ServicesSection';
import ServicesCarousel from './features/services/components/ServicesCarousel';
import ProjectsCarousel from './features/projects/components/ProjectsCarousel';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

function HomeSections() {
  return (
    <>
      <ServicesCarousel />
      <ServicesSection />
      <ProjectsCarousel />
    </>
  );
}

void startStandalone({
  name: 'catalogue',
  title: 'StarFamily catalogue',
  table: routeTable,
  home: { label: 'Home sections', element: <HomeSections /> },
});

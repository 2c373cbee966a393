import { startStandalone } from '@starfamily/shared';
import ProductsPage from './features/products/components/ProductsPage';
import ProductDetailPage from './features/products/components/ProductDetailPage';
import ServicesPage from './features/services/components/ServicesPage';
import ServiceDetailPage from './features/services/components/ServiceDetailPage';
import ServicesSection from './features/services/components/ServicesSection';
import ServicesCarousel from './features/services/components/ServicesCarousel';
import ProjectsPage from './features/projects/components/ProjectsPage';
import ProjectDetailPage from './features/projects/components/ProjectDetailPage';
import ProjectsCarousel from './features/projects/components/ProjectsCarousel';
import '@starfamily/shared/styles.css';

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
  routes: [
    { path: '/', label: 'Home sections', element: <HomeSections /> },
    { path: '/product', label: 'Products', element: <ProductsPage /> },
    { path: '/product-single/:id', label: 'Product', element: <ProductDetailPage /> },
    { path: '/service', label: 'Services', element: <ServicesPage /> },
    { path: '/service-single/:id', label: 'Service', element: <ServiceDetailPage /> },
    { path: '/project-s2', label: 'Projects', element: <ProjectsPage /> },
    { path: '/project-single/:id', label: 'Project', element: <ProjectDetailPage /> },
  ],
});

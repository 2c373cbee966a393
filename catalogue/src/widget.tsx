// widget.js: the catalogue on partner sites, one custom element per part (docs/embedding.md). The same pages as the
// shell shows, each inside its own shadow root with a router in memory.
import { defineWidgets, type WidgetHost } from '@starfamily/shared/widget';
import '@starfamily/shared/styles.css';
import ProductsPage from './features/products/components/ProductsPage';
import ProductDetailPage from './features/products/components/ProductDetailPage';
import ServicesPage from './features/services/components/ServicesPage';
import ServiceDetailPage from './features/services/components/ServiceDetailPage';
import ProjectsPage from './features/projects/components/ProjectsPage';
import ProjectDetailPage from './features/projects/components/ProjectDetailPage';
import { productDetailRoute, productsRoute, projectDetailRoute, projectsRoute, serviceDetailRoute, servicesRoute } from './routes';

/** A positive whole number from an attribute; anything else is reported and left out. */
function positiveInteger({ element, attr }: WidgetHost, name: string): number | undefined {
  const raw = attr(name)?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= 1000) return Number(raw);
  console.warn(`<${element.localName}>: ${name}="${raw}" is not a whole number from 1 to 1000; ignored.`);
  return undefined;
}

defineWidgets([
  {
    tag: 'starfamily-products',
    attributes: ['category-id', 'page-size'],
    start: (host) => {
      const categoryId = positiveInteger(host, 'category-id');
      return categoryId === undefined ? productsRoute.path : `${productsRoute.path}?category_id=${categoryId}`;
    },
    routes: (host) => [
      { path: productsRoute.path, element: <ProductsPage pageSize={positiveInteger(host, 'page-size')} /> },
      { path: productDetailRoute.path, element: <ProductDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-services',
    start: () => servicesRoute.path,
    routes: () => [
      { path: servicesRoute.path, element: <ServicesPage /> },
      { path: serviceDetailRoute.path, element: <ServiceDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-projects',
    start: () => projectsRoute.path,
    routes: () => [
      { path: projectsRoute.path, element: <ProjectsPage /> },
      { path: projectDetailRoute.path, element: <ProjectDetailPage /> },
    ],
  },
]);

// widget.js: the catalogue on partner sites, one custom element per part (docs/embedding.md). The same pages as the
// shell shows, each inside its own shadow root with a router in memory. Their addresses come from SITE_PATHS, as the
// route table's do: importing the table would ship every page's head (descriptions, previews, preloads) to partners.
import { SITE_PATHS } from '@starfamily/shared';
import { defineWidgets, type WidgetHost } from '@starfamily/shared/widget';
import '@starfamily/shared/styles.css';
import ProductsPage from './features/products/components/ProductsPage';
import ProductDetailPage from './features/products/components/ProductDetailPage';
import ServicesPage from './features/services/components/ServicesPage';
import ServiceDetailPage from './features/services/components/ServiceDetailPage';
import ProjectsPage from './features/projects/components/ProjectsPage';
import ProjectDetailPage from './features/projects/components/ProjectDetailPage';

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
      return categoryId === undefined ? SITE_PATHS.products : `${SITE_PATHS.products}?category_id=${categoryId}`;
    },
    routes: (host) => [
      { path: SITE_PATHS.products, element: <ProductsPage pageSize={positiveInteger(host, 'page-size')} /> },
      { path: SITE_PATHS.product, element: <ProductDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-services',
    start: () => SITE_PATHS.services,
    routes: () => [
      { path: SITE_PATHS.services, element: <ServicesPage /> },
      { path: SITE_PATHS.service, element: <ServiceDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-projects',
    start: () => SITE_PATHS.projects,
    routes: () => [
      { path: SITE_PATHS.projects, element: <ProjectsPage /> },
      { path: SITE_PATHS.project, element: <ProjectDetailPage /> },
    ],
  },
]);

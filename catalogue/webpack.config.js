import { createAppConfig, createWidgetConfig } from '@starfamily/shared/webpack';

const products = './src/features/products/components';
const services = './src/features/services/components';
const projects = './src/features/projects/components';

const app = createAppConfig({
  name: 'catalogue',
  dir: import.meta.dirname,
  title: 'StarFamily catalogue',
  // The public surface of this remote: what a visitor sees, nothing internal.
  exposes: {
    './ProductsPage': `${products}/ProductsPage.tsx`,
    './ProductDetailPage': `${products}/ProductDetailPage.tsx`,
    './ServicesPage': `${services}/ServicesPage.tsx`,
    './ServiceDetailPage': `${services}/ServiceDetailPage.tsx`,
    './ServicesSection': `${services}/ServicesSection.tsx`,
    './ServicesCarousel': `${services}/ServicesCarousel.tsx`,
    './ProjectsPage': `${projects}/ProjectsPage.tsx`,
    './ProjectDetailPage': `${projects}/ProjectDetailPage.tsx`,
    './ProjectsCarousel': `${projects}/ProjectsCarousel.tsx`,
  },
});

// widget.js for partner sites: the same components as custom elements (docs/embedding.md).
export default [app, createWidgetConfig({ name: 'catalogue', dir: import.meta.dirname })];

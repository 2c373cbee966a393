import { createAppConfig } from '@starfamily/shared/webpack';

export default createAppConfig({
  name: 'catalogue',
  dir: import.meta.dirname,
  title: 'StarFamily catalogue',
  // The public surface of this remote: what a visitor sees, nothing internal.
  exposes: {
    './ProductsPage': './src/features/products/components/ProductsPage.tsx',
    './ServicesSection': './src/features/services/components/ServicesSection.tsx',
  },
});

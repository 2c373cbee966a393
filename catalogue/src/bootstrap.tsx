import { startStandalone } from '@starfamily/shared';
import ProductsPage from './features/products/components/ProductsPage';
import ServicesSection from './features/services/components/ServicesSection';
import '@starfamily/shared/styles.css';

void startStandalone({
  name: 'catalogue',
  title: 'StarFamily catalogue',
  routes: [
    { path: '/', label: 'Services', element: <ServicesSection /> },
    { path: '/product', label: 'Products', element: <ProductsPage /> },
  ],
});

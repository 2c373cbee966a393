import { startStandalone } from '@starfamily/shared';
import ContactPage from './features/contact-info/components/ContactPage';
import ContactInfoSection from './features/contact-info/components/ContactInfoSection';
import '@starfamily/shared/styles.css';

void startStandalone({
  name: 'contact',
  title: 'StarFamily contact',
  routes: [
    { path: '/', label: 'Contact info', element: <ContactInfoSection /> },
    { path: '/contact', label: 'Contact', element: <ContactPage /> },
  ],
});

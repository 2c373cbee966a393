import { startStandalone } from '@starfamily/shared';
import ContactInfoSection from './features/contact-info/components/ContactInfoSection';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

void startStandalone({
  name: 'contact',
  title: 'StarFamily contact',
  table: routeTable,
  home: { label: 'Contact info', element: <ContactInfoSection /> },
});

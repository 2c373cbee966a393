import { startStandalone } from '@starfamily/shared';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

void startStandalone({ name: 'contact', title: 'StarFamily contact', table: routeTable });

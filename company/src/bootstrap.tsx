import { startStandalone } from '@starfamily/shared';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

void startStandalone({ name: 'company', title: 'StarFamily company', table: routeTable });

import { startStandalone } from '@starfamily/shared';
import '@starfamily/shared/styles.css';
import routeTable from './routes';

void startStandalone({ name: 'catalogue', title: 'StarFamily catalogue', table: routeTable });

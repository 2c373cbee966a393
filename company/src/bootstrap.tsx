import { startStandalone } from '@starfamily/shared';
import TeamPage from './features/team/components/TeamPage';
import TeamSection from './features/team/components/TeamSection';
import '@starfamily/shared/styles.css';

void startStandalone({
  name: 'company',
  title: 'StarFamily company',
  routes: [
    { path: '/', label: 'Team section', element: <TeamSection /> },
    { path: '/team', label: 'Team', element: <TeamPage /> },
  ],
});

// widget.js: the company's news, team and businesses on partner sites (docs/embedding.md). The same pages as the
// shell shows, each inside its own shadow root with a router in memory.
import { defineWidgets } from '@starfamily/shared/widget';
import '@starfamily/shared/styles.css';
import EventsPage from './features/events/components/EventsPage';
import EventDetailPage from './features/events/components/EventDetailPage';
import TeamPage from './features/team/components/TeamPage';
import TeamMemberPage from './features/team/components/TeamMemberPage';
import BusinessPage from './features/business/components/BusinessPage';

defineWidgets([
  {
    tag: 'starfamily-events',
    start: () => '/event',
    routes: () => [
      { path: '/event', element: <EventsPage /> },
      { path: '/event-single/:id', element: <EventDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-team',
    start: () => '/team',
    routes: () => [
      { path: '/team', element: <TeamPage /> },
      { path: '/team-single/:id', element: <TeamMemberPage /> },
    ],
  },
  {
    tag: 'starfamily-business',
    start: () => '/business',
    routes: () => [{ path: '/business', element: <BusinessPage /> }],
  },
]);

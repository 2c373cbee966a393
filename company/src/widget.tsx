// widget.js: the company's news, team and businesses on partner sites (docs/embedding.md). The same pages as the
// shell shows, each inside its own shadow root with a router in memory.
import { defineWidgets } from '@starfamily/shared/widget';
import '@starfamily/shared/styles.css';
import EventsPage from './features/events/components/EventsPage';
import EventDetailPage from './features/events/components/EventDetailPage';
import TeamPage from './features/team/components/TeamPage';
import TeamMemberPage from './features/team/components/TeamMemberPage';
import BusinessPage from './features/business/components/BusinessPage';
import { businessRoute, eventDetailRoute, eventsRoute, teamMemberRoute, teamRoute } from './routes';

defineWidgets([
  {
    tag: 'starfamily-events',
    start: () => eventsRoute.path,
    routes: () => [
      { path: eventsRoute.path, element: <EventsPage /> },
      { path: eventDetailRoute.path, element: <EventDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-team',
    start: () => teamRoute.path,
    routes: () => [
      { path: teamRoute.path, element: <TeamPage /> },
      { path: teamMemberRoute.path, element: <TeamMemberPage /> },
    ],
  },
  {
    tag: 'starfamily-business',
    start: () => businessRoute.path,
    routes: () => [{ path: businessRoute.path, element: <BusinessPage /> }],
  },
]);

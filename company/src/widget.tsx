// widget.js: the company's news, team and businesses on partner sites (docs/embedding.md). The same pages as the
// shell shows, each inside its own shadow root with a router in memory. Their addresses come from SITE_PATHS, as the
// route table's do: importing the table would ship every page's head (descriptions, previews, preloads) to partners.
import { SITE_PATHS } from '@starfamily/shared';
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
    start: () => SITE_PATHS.events,
    routes: () => [
      { path: SITE_PATHS.events, element: <EventsPage /> },
      { path: SITE_PATHS.event, element: <EventDetailPage /> },
    ],
  },
  {
    tag: 'starfamily-team',
    start: () => SITE_PATHS.team,
    routes: () => [
      { path: SITE_PATHS.team, element: <TeamPage /> },
      { path: SITE_PATHS.teamMember, element: <TeamMemberPage /> },
    ],
  },
  {
    tag: 'starfamily-business',
    start: () => SITE_PATHS.business,
    routes: () => [{ path: SITE_PATHS.business, element: <BusinessPage /> }],
  },
]);

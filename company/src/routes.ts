// The company's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `company/routes`).
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describeText,
  detailHead,
  hrefOf,
  newsArticleJsonLd,
  personJsonLd,
  positiveId,
  sitePath,
  storageUrl,
  type HeadContext,
  type PrefetchContext,
  type RemoteRouteTable,
  type SiteRoute,
} from '@starfamily/shared';
import { businessApi } from './features/business/api/businessApi';
import { eventsApi } from './features/events/api/eventsApi';
import { homeApi } from './features/home/api/homeApi';
import { teamApi } from './features/team/api/teamApi';

const imageOf = (context: HeadContext, path: string | undefined) => (path ? storageUrl(path, context.apiBaseUrl) : undefined);

const businessSetup = ({ dispatch }: PrefetchContext) => void dispatch(commonApi.endpoints.getBusinessSetup.initiate(undefined, NO_SUBSCRIPTION));
const teamMembers = ({ dispatch }: PrefetchContext) => void dispatch(teamApi.endpoints.getTeamMembers.initiate(undefined, NO_SUBSCRIPTION));
const events = ({ dispatch }: PrefetchContext) => void dispatch(eventsApi.endpoints.getEvents.initiate(undefined, NO_SUBSCRIPTION));

/** The company's own words from business setup, for pages that have no text of their own. */
const companyDescription = ({ state }: HeadContext) => {
  const setup = commonApi.endpoints.getBusinessSetup.select()(state).data;
  return describeText(setup?.who_we_are || setup?.motto || setup?.mission || '') || undefined;
};

/** The home-page sections this remote exposes, with the data each shows (the about page shows several too). */
const sections: NonNullable<RemoteRouteTable['sections']> = {
  HeroSlider: { prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getHeroSlides.initiate(undefined, NO_SUBSCRIPTION)) },
  AboutSection: { prefetch: businessSetup },
  FunFacts: {},
  TeamSection: { prefetch: teamMembers },
  Testimonials: { prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getTestimonials.initiate(undefined, NO_SUBSCRIPTION)) },
  PartnersCarousel: { prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getPartners.initiate(undefined, NO_SUBSCRIPTION)) },
  EventsTeaser: { prefetch: events },
};

export const aboutRoute: SiteRoute = {
  path: SITE_PATHS.about,
  label: 'About Us',
  load: () => import('./features/about/components/AboutPage'),
  prefetch: (context) => {
    for (const name of ['AboutSection', 'TeamSection', 'Testimonials', 'PartnersCarousel']) sections[name]?.prefetch?.(context);
  },
  head: (context) => ({ title: 'About Us', description: companyDescription(context), path: sitePath('about') }),
};

export const teamRoute: SiteRoute = {
  path: SITE_PATHS.team,
  label: 'Team',
  load: () => import('./features/team/components/TeamPage'),
  prefetch: teamMembers,
  head: (context) => ({ title: 'Our Team', description: companyDescription(context), path: sitePath('team') }),
};

export const teamMemberRoute: SiteRoute = {
  path: SITE_PATHS.teamMember,
  label: 'Team member',
  load: () => import('./features/team/components/TeamMemberPage'),
  prefetch: ({ dispatch, params }) => {
    const id = positiveId(params.id);
    if (id !== undefined) dispatch(teamApi.endpoints.getTeamMember.initiate(id, NO_SUBSCRIPTION));
  },
  head: (context) => {
    const id = positiveId(context.params.id);
    return detailHead({
      context,
      result: id === undefined ? undefined : teamApi.endpoints.getTeamMember.select(id)(context.state),
      list: { name: 'Team', path: teamRoute.path },
      notFoundTitle: 'Team member not found',
      found: (member) => ({
        title: member.full_name,
        description: describeText([member.position ?? member.title, 'at StarFamily'].filter(Boolean).join(' ')),
        image: imageOf(context, member.image),
        type: 'profile',
        jsonLd: [personJsonLd(member, context)],
      }),
    });
  },
};

export const businessRoute: SiteRoute = {
  path: SITE_PATHS.business,
  label: 'Our Business',
  load: () => import('./features/business/components/BusinessPage'),
  prefetch: ({ dispatch }) => {
    dispatch(businessApi.endpoints.getFarms.initiate(undefined, NO_SUBSCRIPTION));
    dispatch(businessApi.endpoints.getWarehouses.initiate(undefined, NO_SUBSCRIPTION));
    dispatch(businessApi.endpoints.getSisterCompanies.initiate(undefined, NO_SUBSCRIPTION));
  },
  head: () => ({
    title: 'Our Business',
    description: 'StarFamily farms, warehouses and sister companies across Ethiopia.',
    path: SITE_PATHS.business,
  }),
};

export const eventsRoute: SiteRoute = {
  path: SITE_PATHS.events,
  label: 'Events',
  load: () => import('./features/events/components/EventsPage'),
  prefetch: events,
  head: () => ({ title: 'Latest News', description: 'News and events from StarFamily.', path: sitePath('events') }),
};

export const eventDetailRoute: SiteRoute = {
  path: SITE_PATHS.event,
  label: 'Event',
  load: () => import('./features/events/components/EventDetailPage'),
  prefetch: (context) => {
    const id = positiveId(context.params.id);
    if (id !== undefined) context.dispatch(eventsApi.endpoints.getEvent.initiate(id, NO_SUBSCRIPTION));
    events(context);
  },
  head: (context) => {
    const id = positiveId(context.params.id);
    return detailHead({
      context,
      result: id === undefined ? undefined : eventsApi.endpoints.getEvent.select(id)(context.state),
      list: { name: 'Events', path: eventsRoute.path },
      notFoundTitle: 'Event not found',
      found: (event) => ({
        title: event.eventName,
        description: describeText(event.description || event.details),
        image: imageOf(context, event.banner),
        type: 'article',
        jsonLd: [newsArticleJsonLd(event, context)],
      }),
    });
  },
};

const routeTable: RemoteRouteTable = {
  routes: [aboutRoute, teamRoute, teamMemberRoute, businessRoute, eventsRoute, eventDetailRoute],
  sections,
  sitemap: {
    prefetch: (dispatch) => {
      dispatch(teamApi.endpoints.getTeamMembers.initiate(undefined, NO_SUBSCRIPTION));
      dispatch(eventsApi.endpoints.getEvents.initiate(undefined, NO_SUBSCRIPTION));
    },
    entries: (state) => {
      const members = teamApi.endpoints.getTeamMembers.select()(state).data ?? [];
      const news = eventsApi.endpoints.getEvents.select()(state).data ?? [];
      return [
        { path: aboutRoute.path },
        { path: teamRoute.path },
        ...members.map(({ id }) => ({ path: hrefOf(teamMemberRoute, { id }) })),
        { path: businessRoute.path },
        { path: eventsRoute.path, lastmod: news[0]?.created_at },
        ...news.map(({ id, created_at }) => ({ path: hrefOf(eventDetailRoute, { id }), lastmod: created_at })),
      ];
    },
  },
};

export default routeTable;

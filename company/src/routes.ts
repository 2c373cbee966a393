// The company's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `company/routes`). Each feature declares its own pages beside its code.
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  headPictures,
  hrefOf,
  sitePath,
  uniquePaths,
  type HeadContext,
  type PrefetchContext,
  type RemoteRouteTable,
  type SiteRoute,
} from '@starfamily/shared';
import { ABOUT_PICTURE_SIZES } from './features/about/pictureSizes';
import { businessRoute } from './features/business/businessRoute';
import { eventsApi } from './features/events/api/eventsApi';
import { eventDetailRoute, eventsRoute } from './features/events/eventRoutes';
import { homeApi } from './features/home/api/homeApi';
import { HERO_SIZES } from './features/home/pictureSizes';
import { teamApi } from './features/team/api/teamApi';
import { teamMemberRoute, teamRoute } from './features/team/teamRoutes';

export { businessRoute, eventDetailRoute, eventsRoute, teamMemberRoute, teamRoute };

const businessSetup = ({ dispatch }: PrefetchContext) =>
  void dispatch(commonApi.endpoints.getBusinessSetup.initiate(undefined, NO_SUBSCRIPTION));

/** The about page: the company's own words from business setup, with what else the page shows. */
const aboutDescription = ({ state }: HeadContext) => {
  const setup = commonApi.endpoints.getBusinessSetup.select()(state).data;
  return describePage(
    setup?.who_we_are || setup?.motto || setup?.mission,
    'About StarFamily: who we are, our mission and vision, our team, what our clients say and our partners.',
  );
};

/** The home-page sections of this remote, in the home page's order, with the data each shows (the about page shows several too). */
const sections = {
  HeroSlider: {
    label: 'Welcome',
    load: () => import(/* webpackChunkName: "section-HeroSlider" */ './features/home/components/HeroSlider'),
    prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getHeroSlides.initiate(undefined, NO_SUBSCRIPTION)),
    // The first slide opens the home page: its picture is the LCP.
    preloadImage: (context) =>
      headPictures(context).preload(homeApi.endpoints.getHeroSlides.select()(context.state).data?.[0]?.file, HERO_SIZES),
  },
  AboutSection: {
    label: 'About us',
    load: () => import(/* webpackChunkName: "section-AboutSection" */ './features/about/components/AboutSection'),
    prefetch: businessSetup,
  },
  FunFacts: { label: 'Fun facts', load: () => import(/* webpackChunkName: "section-FunFacts" */ './features/home/components/FunFacts') },
  TeamSection: {
    label: 'Team members',
    load: () => import(/* webpackChunkName: "section-TeamSection" */ './features/team/components/TeamSection'),
    prefetch: teamRoute.prefetch,
  },
  Testimonials: {
    label: 'Client testimonials',
    load: () => import(/* webpackChunkName: "section-Testimonials" */ './features/home/components/Testimonials'),
    prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getTestimonials.initiate(undefined, NO_SUBSCRIPTION)),
  },
  PartnersCarousel: {
    label: 'Our partners',
    load: () => import(/* webpackChunkName: "section-PartnersCarousel" */ './features/home/components/PartnersCarousel'),
    prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getPartners.initiate(undefined, NO_SUBSCRIPTION)),
  },
  EventsTeaser: {
    label: 'Special Events',
    load: () => import(/* webpackChunkName: "section-EventsTeaser" */ './features/events/components/EventsTeaser'),
    prefetch: eventsRoute.prefetch,
  },
} satisfies NonNullable<RemoteRouteTable['sections']>;

export const aboutRoute: SiteRoute = {
  path: SITE_PATHS.about,
  label: 'About Us',
  load: () => import('./features/about/components/AboutPage'),
  prefetch: (context) => {
    for (const name of ['AboutSection', 'TeamSection', 'Testimonials', 'PartnersCarousel'] as const) sections[name].prefetch(context);
  },
  head: (context) => {
    const setup = commonApi.endpoints.getBusinessSetup.select()(context.state).data;
    return {
      title: 'About Us',
      description: aboutDescription(context),
      path: sitePath('about'),
      preloadImage: headPictures(context).preload(uniquePaths(setup?.images ?? [])[0], ABOUT_PICTURE_SIZES),
    };
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

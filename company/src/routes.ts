// The company's pages, declared once: the shell's router and rendering server, this remote's standalone page and its
// widgets read them from here (exposed as `company/routes`).
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  detailHead,
  galleryFirstPicture,
  headPictures,
  hrefOf,
  newsArticleJsonLd,
  pageCountOf,
  pageOf,
  pageSlice,
  personJsonLd,
  positiveId,
  sitePath,
  type HeadContext,
  type PrefetchContext,
  type RemoteRouteTable,
  type SiteRoute,
} from '@starfamily/shared';
import { ABOUT_PICTURE_SIZES } from './features/about/pictureSizes';
import { BUSINESS_CARD_SIZES } from './features/business/pictureSizes';
import { EVENT_COLUMN_SIZES } from './features/events/pictureSizes';
import { HERO_SIZES } from './features/home/pictureSizes';
import { TEAM_CARD_SIZES, TEAM_MEMBER_SIZES } from './features/team/pictureSizes';
import { EVENTS_PAGE_SIZE } from './constants';
import { businessApi } from './features/business/api/businessApi';
import { eventsApi } from './features/events/api/eventsApi';
import { homeApi } from './features/home/api/homeApi';
import { teamApi } from './features/team/api/teamApi';
import { uniquePaths } from './lib/uniquePaths';

const businessSetup = ({ dispatch }: PrefetchContext) => void dispatch(commonApi.endpoints.getBusinessSetup.initiate(undefined, NO_SUBSCRIPTION));
const teamMembers = ({ dispatch }: PrefetchContext) => void dispatch(teamApi.endpoints.getTeamMembers.initiate(undefined, NO_SUBSCRIPTION));
const events = ({ dispatch }: PrefetchContext) => void dispatch(eventsApi.endpoints.getEvents.initiate(undefined, NO_SUBSCRIPTION));

/** The about page: the company's own words from business setup, with what else the page shows. */
const aboutDescription = ({ state }: HeadContext) => {
  const setup = commonApi.endpoints.getBusinessSetup.select()(state).data;
  return describePage(
    setup?.who_we_are || setup?.motto || setup?.mission,
    'About StarFamily: who we are, our mission and vision, our team, what our clients say and our partners.',
  );
};

/** The home-page sections this remote exposes, with the data each shows (the about page shows several too). */
const sections: NonNullable<RemoteRouteTable['sections']> = {
  HeroSlider: {
    prefetch: ({ dispatch }) => void dispatch(homeApi.endpoints.getHeroSlides.initiate(undefined, NO_SUBSCRIPTION)),
    // The first slide opens the home page: its picture is the LCP.
    preloadImage: (context) => headPictures(context).preload(homeApi.endpoints.getHeroSlides.select()(context.state).data?.[0]?.file, HERO_SIZES),
  },
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

export const teamRoute: SiteRoute = {
  path: SITE_PATHS.team,
  label: 'Team',
  load: () => import('./features/team/components/TeamPage'),
  prefetch: teamMembers,
  head: (context) => {
    const members = teamApi.endpoints.getTeamMembers.select()(context.state).data;
    return {
      title: 'Our Team',
      description: describePage(
        members?.length ? `The StarFamily team: ${members.map((member) => `${member.full_name} (${member.title})`).join(', ')}.` : '',
        'The people of StarFamily, Ethiopian agro-export and industry, with their roles and how to reach them.',
      ),
      path: sitePath('team'),
      preloadImage: headPictures(context).preload(members?.[0]?.image, TEAM_CARD_SIZES),
    };
  },
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
      found: (member) => {
        const pictures = headPictures(context);
        const position = member.position && member.position !== member.title ? ` (${member.position})` : '';
        return {
          title: member.full_name,
          description: describePage('', `${member.full_name}, ${member.title} at StarFamily${position}: contact details and social links.`),
          image: pictures.preview(member.image, member.full_name),
          preloadImage: pictures.preload(member.image, TEAM_MEMBER_SIZES),
          type: 'profile',
          jsonLd: [personJsonLd(member, context)],
        };
      },
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
  head: (context) => ({
    title: 'Our Business',
    description: 'StarFamily farms, warehouses and sister companies across Ethiopia.',
    path: SITE_PATHS.business,
    // The first farm opens the page's first slider.
    preloadImage: headPictures(context).preload(businessApi.endpoints.getFarms.select()(context.state).data?.[0]?.image, BUSINESS_CARD_SIZES),
  }),
};

export const eventsRoute: SiteRoute = {
  path: SITE_PATHS.events,
  label: 'Events',
  load: () => import('./features/events/components/EventsPage'),
  prefetch: events,
  head: (context) => {
    const news = eventsApi.endpoints.getEvents.select()(context.state).data;
    const first = news && pageSlice(news, pageOf(context.search, pageCountOf(news.length, EVENTS_PAGE_SIZE)), EVENTS_PAGE_SIZE)[0];
    return {
      title: 'Latest News',
      description: describePage(
        news?.length ? `Latest news from StarFamily: ${news.map(({ eventName }) => eventName).join('; ')}.` : '',
        'Latest news and events from StarFamily, Ethiopian agro-export and industry, with pictures and details.',
      ),
      path: sitePath('events'),
      preloadImage: headPictures(context).preload(first?.banner, EVENT_COLUMN_SIZES),
    };
  },
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
      found: (event) => {
        const pictures = headPictures(context);
        const first = galleryFirstPicture([event.banner, ...event.images]);
        return {
          title: event.eventName,
          description: describePage(
            event.description || event.details,
            `${event.eventName}: news from StarFamily, Ethiopian agro-export and industry, with pictures and details.`,
          ),
          image: pictures.preview(first, event.eventName),
          preloadImage: pictures.preload(first, EVENT_COLUMN_SIZES),
          type: 'article',
          jsonLd: [newsArticleJsonLd(event, context)],
        };
      },
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

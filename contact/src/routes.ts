// The contact remote's pages, declared once (exposed as `contact/routes`): the contact page and the quote basket.
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  commonApi,
  describePage,
  organizationJsonLd,
  type RemoteRouteTable,
  type SiteRoute,
} from '@starfamily/shared';
import { quoteRoute } from './features/quote/quoteRoute';

export const contactRoute: SiteRoute = {
  path: SITE_PATHS.contact,
  label: 'Contact',
  load: () => import('./features/contact-info/components/ContactPage'),
  prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getContactInfo.initiate(undefined, NO_SUBSCRIPTION)),
  // No picture above the fold: the page's link preview is the site's.
  head: (context) => {
    const info = commonApi.endpoints.getContactInfo.select()(context.state).data;
    // The organisation as the page shows it (its contact details), with what the site's settings add (logo, links).
    const setup = commonApi.endpoints.getBusinessSetup.select()(context.state).data;
    const ways = [
      info?.phone1 && `call ${info.phone1}`,
      info?.email1 && `email ${info.email1}`,
      info?.address && `visit us at ${info.address}`,
    ].filter(Boolean);
    return {
      title: 'Contact Us',
      description: describePage(
        ways.length ? `Contact StarFamily: send a message with the form, ${[...ways.slice(0, -1), `or ${ways.at(-1)}`].join(', ')}.` : '',
        'Contact StarFamily: send us a message with the form, call or email us, or visit our office.',
      ),
      path: SITE_PATHS.contact,
      jsonLd: info || setup ? [organizationJsonLd({ ...setup, ...info }, context)] : [],
    };
  },
};

const routeTable: RemoteRouteTable = {
  routes: [
    contactRoute,
    quoteRoute,
    // Old relative links (`<page>/contact`) land on the contact page: a permanent redirect from the server.
    { path: SITE_PATHS.oldContact, label: 'Contact', redirect: { to: contactRoute.path } },
    { path: SITE_PATHS.oldContactOnDetail, label: 'Contact', redirect: { to: contactRoute.path } },
  ],
  sections: {
    ContactInfoSection: {
      label: 'Contact information',
      load: () => import(/* webpackChunkName: "section-ContactInfoSection" */ './features/contact-info/components/ContactInfoSection'),
      prefetch: contactRoute.prefetch,
    },
  },
  // The quote page is the visitor's own basket: not a page for search engines.
  sitemap: { prefetch: () => undefined, entries: () => [{ path: contactRoute.path }] },
};

export default routeTable;

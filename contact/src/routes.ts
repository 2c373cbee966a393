// The contact remote's page, declared once (exposed as `contact/routes`).
import { NO_SUBSCRIPTION, SITE_PATHS, commonApi, type RemoteRouteTable, type SiteRoute } from '@starfamily/shared';

export const contactRoute: SiteRoute = {
  path: SITE_PATHS.contact,
  label: 'Contact',
  load: () => import('./features/contact-info/components/ContactPage'),
  prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getContactInfo.initiate(undefined, NO_SUBSCRIPTION)),
  head: () => ({
    title: 'Contact Us',
    description: 'Write to StarFamily, call us or visit our office.',
    path: SITE_PATHS.contact,
  }),
};

const routeTable: RemoteRouteTable = {
  routes: [contactRoute],
  sections: {
    ContactInfoSection: { prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getContactInfo.initiate(undefined, NO_SUBSCRIPTION)) },
    ContactForm: {},
  },
  sitemap: { prefetch: () => undefined, entries: () => [{ path: contactRoute.path }] },
};

export default routeTable;

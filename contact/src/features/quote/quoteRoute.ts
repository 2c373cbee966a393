// The quote basket's page, declared by the contact remote (it owns the site's forms); exposed through `contact/routes`.
import { SITE_PATHS, type SiteRoute } from '@starfamily/shared';

export const quoteRoute: SiteRoute = {
  path: SITE_PATHS.quote,
  label: 'Quote',
  load: () => import('./components/QuotePage'),
  // The basket lives in the visitor's browser: nothing to fetch on the server, nothing for search engines.
  head: () => ({
    title: 'Request a quote',
    description: 'Your quote basket: the StarFamily products you chose, with quantities and notes, sent to our sales team in one enquiry.',
    path: SITE_PATHS.quote,
    noindex: true,
  }),
};

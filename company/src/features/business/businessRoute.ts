// The business page (the company's route table lists it).
import { NO_SUBSCRIPTION, SITE_PATHS, headPictures, type SiteRoute } from '@starfamily/shared';
import { businessApi } from './api/businessApi';
import { BUSINESS_CARD_SIZES } from './pictureSizes';

export const businessRoute: SiteRoute = {
  path: SITE_PATHS.business,
  label: 'Our Business',
  load: () => import('./components/BusinessPage'),
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

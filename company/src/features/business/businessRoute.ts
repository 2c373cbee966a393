// The business page (the company's route table lists it).
import {
  NO_SUBSCRIPTION,
  SITE_PATHS,
  companyListJsonLd,
  headPictures,
  placeListJsonLd,
  type HeadContext,
  type SiteRoute,
} from '@starfamily/shared';
import { businessApi } from './api/businessApi';
import { BUSINESS_LISTS } from './businessLists';
import { BUSINESS_CARD_SIZES } from './pictureSizes';

/** The page's sliders as ItemLists of the places and companies they show (none for an empty or failed slider). */
function businessJsonLd(context: HeadContext) {
  const farms = businessApi.endpoints.getFarms.select()(context.state).data ?? [];
  const warehouses = businessApi.endpoints.getWarehouses.select()(context.state).data ?? [];
  const sisterCompanies = businessApi.endpoints.getSisterCompanies.select()(context.state).data ?? [];
  return [
    farms.length ? placeListJsonLd(BUSINESS_LISTS.farms, farms, context) : undefined,
    warehouses.length ? placeListJsonLd(BUSINESS_LISTS.warehouses, warehouses, context) : undefined,
    sisterCompanies.length ? companyListJsonLd(BUSINESS_LISTS.sisterCompanies, sisterCompanies, context) : undefined,
  ].filter((list) => list !== undefined);
}

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
    preloadImage: headPictures(context).preload(
      businessApi.endpoints.getFarms.select()(context.state).data?.[0]?.image,
      BUSINESS_CARD_SIZES,
    ),
    jsonLd: businessJsonLd(context),
  }),
};

// The services list and a service's page (the catalogue's route table lists them).
import { GRID_CARD_SIZES, NO_SUBSCRIPTION, SITE_PATHS, commonApi, describePage, detailRoute, firstOnPage, headPictures, sitePath, type SiteRoute } from '@starfamily/shared';
import { SERVICES_PAGE_SIZE } from '../../constants';
import { serviceDetail } from './serviceDetail';

export const servicesRoute: SiteRoute = {
  path: SITE_PATHS.services,
  label: 'Services',
  load: () => import('./components/ServicesPage'),
  prefetch: ({ dispatch }) => void dispatch(commonApi.endpoints.getServices.initiate(undefined, NO_SUBSCRIPTION)),
  head: (context) => {
    const services = commonApi.endpoints.getServices.select()(context.state).data;
    return {
      title: 'Services',
      description: describePage(
        services?.length ? `StarFamily services: ${services.map(({ serviceName }) => serviceName).join(', ')}.` : '',
        'The services of StarFamily, Ethiopian agro-export and industry, each with pictures and details.',
      ),
      path: sitePath('services'),
      preloadImage: headPictures(context).preload(firstOnPage(services, context.search, SERVICES_PAGE_SIZE)?.banner, GRID_CARD_SIZES),
    };
  },
};

export const serviceDetailRoute = detailRoute(serviceDetail, {
  path: SITE_PATHS.service,
  label: 'Service',
  load: () => import('./components/ServiceDetailPage'),
  head: (service) => ({
    description: describePage(
      service.description || service.details,
      `${service.serviceName}: a service of StarFamily, Ethiopian agro-export and industry, with pictures and details.`,
    ),
  }),
});

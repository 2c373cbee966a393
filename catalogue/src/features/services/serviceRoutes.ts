// The services list and a service's page (the catalogue's route table lists them).
import { GRID_CARD_SIZES, SITE_PATHS, commonApi, describePage, detailRoute, listRoute, sitePath } from '@starfamily/shared';
import { SERVICES_PAGE_SIZE } from '../../constants';
import { serviceDetail } from './serviceDetail';

export const servicesRoute = listRoute({
  page: 'services',
  label: 'Services',
  load: () => import('./components/ServicesPage'),
  list: commonApi.endpoints.getServices,
  title: 'Services',
  description: {
    of: (services) => `StarFamily services: ${services.map(({ serviceName }) => serviceName).join(', ')}.`,
    about: 'The services of StarFamily, Ethiopian agro-export and industry, each with pictures and details.',
  },
  pageSize: SERVICES_PAGE_SIZE,
  link: (service) => ({ name: service.serviceName, path: sitePath('service', { id: service.id }) }),
  picture: { of: (service) => service.banner, sizes: GRID_CARD_SIZES },
});

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

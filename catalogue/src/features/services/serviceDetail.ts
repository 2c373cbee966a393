import { commonApi, defineDetailPage } from '@starfamily/shared';
import { DETAIL_GALLERY_SIZES } from '../../components/pictureSizes';
import { servicesApi } from './api/servicesApi';

/** /service-single/{id}, declared once for its page and its route (spec: Service detail). */
export const serviceDetail = defineDetailPage({
  record: servicesApi.endpoints.getService,
  title: (service) => service.serviceName,
  list: { page: 'services', name: 'Services' },
  pictures: { of: (service) => [service.banner, ...service.images], sizes: DETAIL_GALLERY_SIZES },
  related: commonApi.endpoints.getServices,
  texts: { loading: 'Loading service...', notFound: 'Service not found', back: 'Back to services' },
});

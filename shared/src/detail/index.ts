export {
  defineDetailPage,
  detailStatus,
  relatedTo,
  RELATED_COUNT,
  type ContentEndpoint,
  type DetailPage,
  type DetailPageWithRelated,
  type DetailStatus,
  type DetailTexts,
} from './detailPage';
export { DetailGallery, DetailState, useRelatedItems } from './DetailState';
export { detailHead, detailRoute, type DetailHead, type DetailRouteOptions } from './detailRoute';

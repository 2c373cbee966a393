export * from './siteRoute';
export { detailHead } from './detailHead';
export { useRouteId } from './useRouteId';

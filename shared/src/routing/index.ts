export * from './siteRoute';
export { detailHead } from './detailHead';
export { useRouteId } from './useRouteId';
export { SITE_PATHS, categoryPath, sitePath, type SitePage } from './sitePaths';

export * from './siteRoute';
export { useRouteId } from './useRouteId';
export { SITE_PATHS, categoryPath, sitePath, type SitePage } from './sitePaths';

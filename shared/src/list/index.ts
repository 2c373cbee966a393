export { listRoute, type ListRoute, type ListRouteOptions } from './listRoute';

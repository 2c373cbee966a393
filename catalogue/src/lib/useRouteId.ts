// One definition, in the shared package (the rendering server reads route ids the same way).
export { useRouteId } from '@starfamily/shared';

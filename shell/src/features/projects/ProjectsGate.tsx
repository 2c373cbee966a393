import { Outlet } from 'react-router-dom';
import { LoadingScreen, useGetProjectsQuery } from '@starfamily/shared';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Project routes exist only once the project list has loaded and is not empty (spec §2). */
export function ProjectsGate() {
  const { data: projects, isLoading, isError } = useGetProjectsQuery();
  if (isLoading) return <LoadingScreen />;
  if (isError || !projects || projects.length === 0) return <NotFoundPage />;
  return <Outlet />;
}

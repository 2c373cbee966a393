// The projects list and a project's page (the catalogue's route table lists them).
import { GRID_CARD_SIZES, SITE_PATHS, commonApi, describePage, detailRoute, listRoute, sitePath, type RootState } from '@starfamily/shared';
import { projectDetail } from './projectDetail';

/** Project pages exist only while the project list is not empty (spec §2); otherwise they answer 404. */
const projectsExist = (state: RootState): boolean | undefined => {
  const { data, isError } = commonApi.endpoints.getProjects.select()(state);
  if (isError) return false;
  return data === undefined ? undefined : data.length > 0;
};

export const projectsRoute = listRoute({
  page: 'projects',
  label: 'Projects',
  load: () => import('./components/ProjectsPage'),
  exists: projectsExist,
  list: commonApi.endpoints.getProjects,
  title: 'Projects',
  description: {
    of: (projects) => `StarFamily projects: ${projects.map(({ title }) => title).join(', ')}.`,
    about: 'The projects of StarFamily, Ethiopian agro-export and industry, each with pictures, facts and details.',
  },
  link: (project) => ({ name: project.title, path: sitePath('project', { id: project.id }) }),
  picture: { of: (project) => project.banner, sizes: GRID_CARD_SIZES },
});

export const projectDetailRoute = detailRoute(projectDetail, {
  path: SITE_PATHS.project,
  label: 'Project',
  load: () => import('./components/ProjectDetailPage'),
  exists: projectsExist,
  head: (project) => ({
    description: describePage(
      project.description || project.details || project.notes,
      `${project.title}: a StarFamily project${project.location ? ` in ${project.location}` : ''}, with pictures, facts and details.`,
    ),
  }),
});

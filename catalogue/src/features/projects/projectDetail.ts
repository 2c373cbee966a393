import { commonApi, defineDetailPage } from '@starfamily/shared';
import { DETAIL_GALLERY_SIZES } from '../../components/pictureSizes';
import { projectsApi } from './api/projectsApi';

/** /project-single/{id}, declared once for its page and its route (spec: Project detail). */
export const projectDetail = defineDetailPage({
  record: projectsApi.endpoints.getProject,
  title: (project) => project.title,
  list: { page: 'projects', name: 'Projects' },
  pictures: { of: (project) => [project.banner, ...project.images], sizes: DETAIL_GALLERY_SIZES },
  related: commonApi.endpoints.getProjects,
  texts: { loading: 'Loading project...', notFound: 'Project not found', back: 'Back to projects' },
});

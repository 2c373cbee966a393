import { GRID_CARD_SIZES, PageBanner, QueryStatus, useGetProjectsQuery, Heading } from '@starfamily/shared';
import { ProjectCard } from './ProjectCard';

export default function ProjectsPage() {
  const { data: projects = [], isLoading, isError } = useGetProjectsQuery();
  return (
    <>
      <PageBanner title="Our Projects" crumb="Projects" />
      <section className="sf-page" aria-labelledby="projects-heading">
        <Heading level={2} id="projects-heading">
          Successfull Work of StarFamily
        </Heading>
        <QueryStatus isLoading={isLoading} isError={isError} isEmpty={projects.length === 0} emptyText="Project not found">
          <div className="sf-grid">
            {projects.map((project, index) => (
              <ProjectCard key={project.id} project={project} sizes={GRID_CARD_SIZES} priority={index === 0} />
            ))}
          </div>
        </QueryStatus>
      </section>
    </>
  );
}

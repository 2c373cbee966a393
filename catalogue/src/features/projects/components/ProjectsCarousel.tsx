import { Carousel, QueryStatus, TimedLoadingScreen, useGetProjectsQuery } from '@starfamily/shared';
import { CAROUSEL_PROJECTS_COUNT } from '../../../constants';
import { PROJECT_CAROUSEL_CARD_SIZES } from '../pictureSizes';
import { ProjectCard } from './ProjectCard';
import { projectsCarouselSettings } from './projectsCarouselSettings';

/** Home section OUR PROJECTS: its own 3 s loader (spec) over the first nine projects in a carousel. */
export default function ProjectsCarousel() {
  const { data: projects = [], isLoading, isError } = useGetProjectsQuery();
  return (
    <section className="sf-section sf-projects-carousel" aria-labelledby="home-projects-heading">
      <p className="sf-eyebrow">Successfull Work of StarFamily</p>
      <h2 id="home-projects-heading">OUR PROJECTS</h2>
      <TimedLoadingScreen scope="section" label="Loading projects...">
        <QueryStatus isLoading={isLoading} isError={isError} isEmpty={projects.length === 0} emptyText="Project not found">
          <Carousel label="Successfull Work of StarFamily" settings={projectsCarouselSettings}>
            {projects.slice(0, CAROUSEL_PROJECTS_COUNT).map((project) => (
              <ProjectCard key={project.id} project={project} sizes={PROJECT_CAROUSEL_CARD_SIZES} />
            ))}
          </Carousel>
        </QueryStatus>
      </TimedLoadingScreen>
    </section>
  );
}

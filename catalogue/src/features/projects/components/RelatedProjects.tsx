import { GRID_CARD_SIZES, useGetProjectsQuery } from '@starfamily/shared';
import { RelatedSection } from '../../../components/RelatedSection';
import { relatedTo } from '../../../lib/related';
import { ProjectCard } from './ProjectCard';

export function RelatedProjects({ currentId }: { currentId: number }) {
  const { data: projects, isLoading } = useGetProjectsQuery();
  if (isLoading) return null;
  const related = relatedTo(projects ?? [], currentId);
  return (
    <RelatedSection heading="Related Projects" isEmpty={related.length === 0} emptyText="No related projects found.">
      {related.map((project) => (
        <ProjectCard key={project.id} project={project} sizes={GRID_CARD_SIZES} />
      ))}
    </RelatedSection>
  );
}

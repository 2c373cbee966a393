import { GRID_CARD_SIZES, useRelatedItems } from '@starfamily/shared';
import { RelatedSection } from '../../../components/RelatedSection';
import { projectDetail } from '../projectDetail';
import { ProjectCard } from './ProjectCard';

export function RelatedProjects({ currentId }: { currentId: number }) {
  const { items, isLoading } = useRelatedItems(projectDetail, currentId);
  if (isLoading) return null;
  return (
    <RelatedSection heading="Related Projects" isEmpty={items.length === 0} emptyText="No related projects found.">
      {items.map((project) => (
        <ProjectCard key={project.id} project={project} sizes={GRID_CARD_SIZES} />
      ))}
    </RelatedSection>
  );
}

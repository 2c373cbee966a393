import { Link } from 'react-router-dom';
import { Icon, StorageImage, truncatePreview, type Project, sitePath, Heading } from '@starfamily/shared';
import './projects.css';

interface ProjectCardProps {
  project: Project;
  /** Its picture's `sizes` where the card sits: `.sf-grid` (GRID_CARD_SIZES) or the home carousel. */
  sizes: string;
  /** The page's LCP picture (the first card of the projects page). */
  priority?: boolean;
}

/** Banner, notes cut at 100 characters, the title linking to the project, and an arrow link (spec: projects carousel). */
export function ProjectCard({ project, sizes, priority = false }: ProjectCardProps) {
  const to = sitePath('project', { id: project.id });
  return (
    <article className="sf-card sf-project-card">
      <StorageImage path={project.banner} alt={project.title} width={400} height={300} sizes={sizes} priority={priority} />
      <div className="sf-card__body">
        <Heading level={3}>
          <Link to={to}>{project.title}</Link>
        </Heading>
        {project.notes && <p className="sf-project-card__notes">{truncatePreview(project.notes)}</p>}
        <Link className="sf-project-card__arrow" to={to} aria-label={`More about ${project.title}`}>
          <Icon name="arrowRight" size={20} />
        </Link>
      </div>
    </article>
  );
}

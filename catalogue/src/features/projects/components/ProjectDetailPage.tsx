import { DetailState, SafeHtml } from '@starfamily/shared';
import { DetailLayout } from '../../../components/DetailLayout';
import { projectDetail } from '../projectDetail';
import { ProjectFacts } from './ProjectFacts';
import { RelatedProjects } from './RelatedProjects';

export default function ProjectDetailPage() {
  return (
    <DetailState page={projectDetail}>
      {(project) => (
        <DetailLayout
          page={projectDetail}
          item={project}
          related={<RelatedProjects currentId={project.id} />}
          contactHeading="Have project in mind? Let's discuss."
        >
          <SafeHtml html={project.description} className="sf-detail__description" />
          <ProjectFacts project={project} />
        </DetailLayout>
      )}
    </DetailState>
  );
}

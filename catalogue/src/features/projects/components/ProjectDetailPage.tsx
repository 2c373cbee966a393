import { skipToken } from '@reduxjs/toolkit/query/react';
import { SafeHtml, sitePath } from '@starfamily/shared';
import { DetailLayout } from '../../../components/DetailLayout';
import { DetailState } from '../../../components/DetailState';
import { useRouteId } from '../../../lib/useRouteId';
import { useGetProjectQuery } from '../api/projectsApi';
import { ProjectFacts } from './ProjectFacts';
import { RelatedProjects } from './RelatedProjects';

export default function ProjectDetailPage() {
  const id = useRouteId();
  const { currentData: project, isFetching, error, refetch } = useGetProjectQuery(id ?? skipToken);
  return (
    <DetailState
      item={project}
      isFetching={isFetching}
      error={error}
      loadingText="Loading project..."
      notFoundText="Project not found"
      back={{ to: sitePath('projects'), label: 'Back to projects' }}
      onRetry={() => void refetch()}
    >
      {(found) => (
        <DetailLayout
          title={found.title}
          images={[found.banner, ...found.images]}
          related={<RelatedProjects currentId={found.id} />}
          contactHeading="Have project in mind? Let's discuss."
        >
          <SafeHtml html={found.description} className="sf-detail__description" />
          <ProjectFacts project={found} />
        </DetailLayout>
      )}
    </DetailState>
  );
}

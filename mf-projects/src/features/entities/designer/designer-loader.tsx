// Loads what the designer needs (the project and all its entities) before showing it.
import { ErrorState, LoadingState } from '@modelsmith/shared/ui';
import { useProjectQuery } from '../../projects/api';
import { useEntityPageQuery } from '../api';
import { EntityDesigner } from './entity-designer';

export function DesignerLoader({ projectId, entityId }: { projectId: number; entityId?: number }) {
  const project = useProjectQuery(projectId);
  const entities = useEntityPageQuery({ projectId, current: 1, size: 500 });
  const failure = project.error ?? entities.error;
  if (failure)
    return (
      <ErrorState
        error={failure}
        onRetry={() => {
          void project.refetch();
          void entities.refetch();
        }}
      />
    );
  if (!project.data || !entities.data) return <LoadingState />;
  const entity = entityId === undefined ? undefined : entities.data.records.find((e) => e.id === entityId);
  if (entityId !== undefined && !entity) return <ErrorState error={{ message: '实体不存在' }} />;
  // Keyed by entity: opening another entity starts a fresh draft.
  return (
    <EntityDesigner
      key={entityId ?? 'new'}
      project={project.data}
      entities={entities.data.records}
      entity={entity}
    />
  );
}

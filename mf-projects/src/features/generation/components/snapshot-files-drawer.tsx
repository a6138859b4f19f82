// One snapshot's files, read in a drawer.
import type { Snapshot } from '@modelsmith/contract';
import { Drawer } from '@modelsmith/shared/antd-data';
import { GeneratedFiles } from '@modelsmith/shared/code';
import { ErrorState, LoadingState } from '@modelsmith/shared/ui';
import { useSnapshotQuery } from '../api';

export interface SnapshotFilesDrawerProps {
  projectId: number;
  snapshot: Snapshot | null;
  onClose: () => void;
}

export function SnapshotFilesDrawer({ projectId, snapshot, onClose }: SnapshotFilesDrawerProps) {
  const { data, error, refetch } = useSnapshotQuery(
    { projectId, id: snapshot?.id ?? 0 },
    { skip: !snapshot },
  );
  return (
    <Drawer
      open={snapshot !== null}
      onClose={onClose}
      size={1100}
      title={
        snapshot
          ? `快照 #${snapshot.number} · ${snapshot.templateName} v${snapshot.templateVersion}`
          : undefined
      }
      destroyOnHidden
    >
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : data && data.id === snapshot?.id ? (
        <GeneratedFiles files={data.files ?? []} emptyText="这个快照没有文件" height="calc(100vh - 140px)" />
      ) : (
        <LoadingState />
      )}
    </Drawer>
  );
}

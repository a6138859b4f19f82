// The difference between two snapshots A (before) and B (after): the added, removed and changed files,
// and for the file picked, a highlighted diff, unified or side by side.
import { useState } from 'react';
import type { GeneratedFile, Snapshot } from '@modelsmith/contract';
import { Alert, Button, Card, Empty, Flex, Space, Tag, Typography } from '@modelsmith/shared/antd';
import { Segmented, Select } from '@modelsmith/shared/antd-data';
import { DiffView, languageOfPath } from '@modelsmith/shared/code';
import { ErrorState, formatDateTime, LoadingState } from '@modelsmith/shared/ui';
import { useSnapshotDiffQuery, useSnapshotQuery } from '../api';

export interface SnapshotPair {
  /** Before; undefined: none (B is the first snapshot, every file added). */
  a?: number;
  b: number;
}

/** B and the snapshot just before it (snapshots newest first, as the API lists them). */
export function pairEndingAt(snapshots: readonly Snapshot[], id: number): SnapshotPair {
  const target = snapshots.find((snapshot) => snapshot.id === id);
  const previous = target
    ? snapshots.filter((snapshot) => snapshot.number < target.number).sort((x, y) => y.number - x.number)[0]
    : undefined;
  return { a: previous?.id, b: id };
}

type Kind = 'changed' | 'added' | 'removed';
const KIND_LABELS: Record<Kind, string> = { changed: '修改', added: '新增', removed: '删除' };
const KIND_COLORS: Record<Kind, string> = { changed: 'blue', added: 'green', removed: 'red' };

const labelOf = (snapshot: Snapshot) =>
  `#${snapshot.number} · ${snapshot.templateName} v${snapshot.templateVersion} · ${formatDateTime(snapshot.createdAt)}`;

export interface SnapshotDiffProps {
  projectId: number;
  snapshots: Snapshot[];
  pair: SnapshotPair;
  onPairChange: (pair: SnapshotPair) => void;
}

export function SnapshotDiff({ projectId, snapshots, pair, onPairChange }: SnapshotDiffProps) {
  const same = pair.a === pair.b;
  const diff = useSnapshotDiffQuery(
    { projectId, id: pair.b, ...(pair.a === undefined ? {} : { against: pair.a }) },
    { skip: same },
  );
  const [picked, setPicked] = useState<{ path: string; kind: Kind } | null>(null);
  const [mode, setMode] = useState<'unified' | 'split'>('unified');
  const needA = picked !== null && picked.kind !== 'added' && pair.a !== undefined;
  const needB = picked !== null && picked.kind !== 'removed';
  const before = useSnapshotQuery({ projectId, id: pair.a ?? 0 }, { skip: !needA });
  const after = useSnapshotQuery({ projectId, id: pair.b }, { skip: !needB });

  const options = snapshots.map((snapshot) => ({ value: snapshot.id, label: labelOf(snapshot) }));
  const change = (next: SnapshotPair) => {
    setPicked(null);
    onPairChange(next);
  };

  const fileOf = (files: GeneratedFile[] | undefined, path: string) =>
    files?.find((file) => file.path === path);
  let viewer: React.ReactNode = null;
  if (picked) {
    const loading = (needA && !before.data) || (needB && !after.data);
    const failed = (needA && before.error) || (needB && after.error);
    if (failed) viewer = <ErrorState error={failed} />;
    else if (loading) viewer = <LoadingState tip="正在读取两个快照的文件…" />;
    else {
      const a = needA ? fileOf(before.data?.files, picked.path) : undefined;
      const b = needB ? fileOf(after.data?.files, picked.path) : undefined;
      viewer = (
        <DiffView
          before={a?.content ?? ''}
          after={b?.content ?? ''}
          language={b?.language ?? a?.language ?? languageOfPath(picked.path)}
          mode={mode}
        />
      );
    }
  }

  const lists: { kind: Kind; paths: string[] }[] = diff.data
    ? [
        { kind: 'changed', paths: diff.data.changed.map((item) => item.path) },
        { kind: 'added', paths: diff.data.added },
        { kind: 'removed', paths: diff.data.removed },
      ]
    : [];
  const total = lists.reduce((sum, list) => sum + list.paths.length, 0);

  return (
    <Card title="对比快照" id="snapshot-diff">
      <Flex vertical gap={16}>
        <Flex gap={12} wrap align="center">
          <Space>
            <Typography.Text>快照 A（之前）</Typography.Text>
            <Select
              aria-label="快照 A"
              style={{ minWidth: 320 }}
              value={pair.a}
              placeholder="无（全部视为新增）"
              options={options}
              onChange={(a: number) => change({ ...pair, a })}
            />
          </Space>
          <Typography.Text type="secondary">→</Typography.Text>
          <Space>
            <Typography.Text>快照 B（之后）</Typography.Text>
            <Select
              aria-label="快照 B"
              style={{ minWidth: 320 }}
              value={pair.b}
              options={options}
              onChange={(b: number) => change({ ...pair, b })}
            />
          </Space>
        </Flex>
        {same ? (
          <Alert type="warning" showIcon title="请选择两个不同的快照" />
        ) : diff.error ? (
          <ErrorState error={diff.error} onRetry={() => void diff.refetch()} />
        ) : !diff.data || diff.isFetching ? (
          <LoadingState tip="正在比较…" />
        ) : (
          <>
            <Flex gap={8} wrap aria-label="差异统计">
              {lists.map((list) => (
                <Tag key={list.kind} color={KIND_COLORS[list.kind]}>
                  {KIND_LABELS[list.kind]} {list.paths.length}
                </Tag>
              ))}
            </Flex>
            {total === 0 ? (
              <Empty description="两个快照的文件完全相同" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Flex gap={16} align="flex-start" wrap>
                <Flex vertical gap={12} style={{ width: 340, flex: 'none' }}>
                  {lists
                    .filter((list) => list.paths.length)
                    .map((list) => (
                      <div key={list.kind} role="group" aria-label={`${KIND_LABELS[list.kind]}的文件`}>
                        <Typography.Text strong>
                          {KIND_LABELS[list.kind]}（{list.paths.length}）
                        </Typography.Text>
                        <Flex vertical style={{ marginTop: 4 }}>
                          {list.paths.map((path) => (
                            <Button
                              key={path}
                              type={picked?.path === path ? 'primary' : 'text'}
                              size="small"
                              title={path}
                              style={{ justifyContent: 'flex-start', textAlign: 'left', maxWidth: '100%' }}
                              onClick={() => setPicked({ path, kind: list.kind })}
                            >
                              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{path}</span>
                            </Button>
                          ))}
                        </Flex>
                      </div>
                    ))}
                </Flex>
                <Flex vertical gap={8} style={{ flex: 1, minWidth: 360 }}>
                  {picked ? (
                    <>
                      <Flex justify="space-between" align="center" gap={8}>
                        <Typography.Text strong ellipsis={{ tooltip: picked.path }}>
                          {picked.path}
                        </Typography.Text>
                        <Segmented
                          value={mode}
                          onChange={(value) => setMode(value as 'unified' | 'split')}
                          options={[
                            { value: 'unified', label: '统一视图' },
                            { value: 'split', label: '并排视图' },
                          ]}
                        />
                      </Flex>
                      {viewer}
                    </>
                  ) : (
                    <Empty description="选择左侧的文件查看差异" image={Empty.PRESENTED_IMAGE_SIMPLE} />
                  )}
                </Flex>
              </Flex>
            )}
          </>
        )}
      </Flex>
    </Card>
  );
}

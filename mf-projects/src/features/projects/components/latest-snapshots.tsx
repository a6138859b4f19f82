// The project's latest generated-code snapshots on its overview, each a link into the code history.
import { useNavigate } from 'react-router-dom';
import { Button, Card, Empty, Flex, Tag, Typography } from '@modelsmith/shared/antd';
import { formatDateTime } from '@modelsmith/shared/ui';
import { useSnapshotsQuery } from '../../generation/api';

const SHOWN = 3;

export function LatestSnapshots({ projectId, total }: { projectId: number; total: number }) {
  const navigate = useNavigate();
  const { data, isLoading } = useSnapshotsQuery(
    { projectId, current: 1, size: SHOWN },
    { skip: total === 0 },
  );
  const open = () => navigate(`/projects/${projectId}/code`);
  return (
    <Card
      title={`代码快照（${total}）`}
      loading={isLoading}
      extra={
        total > 0 ? (
          <Button type="link" onClick={open}>
            全部快照
          </Button>
        ) : null
      }
    >
      {total === 0 || !data?.records.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有快照：生成代码后点“上传”保存一份">
          <Button onClick={() => navigate(`/projects/${projectId}/code-preview`)}>去生成代码</Button>
        </Empty>
      ) : (
        <Flex vertical gap={10}>
          {data.records.map((snapshot) => (
            <Flex key={snapshot.id} justify="space-between" align="center" gap={8}>
              <div style={{ minWidth: 0 }}>
                <Typography.Link onClick={open}>
                  #{snapshot.number} {snapshot.templateName}
                </Typography.Link>{' '}
                <Tag>v{snapshot.templateVersion}</Tag>
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {snapshot.fileCount} 个文件 · {formatDateTime(snapshot.createdAt)}
                    {snapshot.note ? ` · ${snapshot.note}` : ''}
                  </Typography.Text>
                </div>
              </div>
            </Flex>
          ))}
        </Flex>
      )}
    </Card>
  );
}

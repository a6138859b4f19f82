// /projects/{id}/code: the project's snapshots — the code saved by "上传" — to read, download and
// compare; an honest empty state points to code preview.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { Snapshot } from '@modelsmith/contract';
import { Button, Card, Empty, Flex, Space, Typography } from '@modelsmith/shared/antd';
import { Table, type ColumnsType } from '@modelsmith/shared/antd-data';
import { CodeOutlined, DownloadOutlined, EyeOutlined } from '@modelsmith/shared/icons';
import { ErrorState, formatDateTime, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useProjectQuery } from '../../projects/api';
import { downloadZip, useSnapshotsQuery } from '../api';
import { SnapshotDiff, pairEndingAt, type SnapshotPair } from '../components/snapshot-diff';
import { SnapshotFilesDrawer } from '../components/snapshot-files-drawer';

const PAGE_SIZE = 10;

export default function ProjectCodePage() {
  const projectId = Number(useParams().id);
  const navigate = useNavigate();
  const { data: project } = useProjectQuery(projectId);
  const [current, setCurrent] = useState(1);
  const page = useSnapshotsQuery({ projectId, current, size: PAGE_SIZE });
  // The pickers of the diff choose among the latest hundred snapshots.
  const recent = useSnapshotsQuery({ projectId, current: 1, size: 100 });
  const [viewing, setViewing] = useState<Snapshot | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [chosenPair, setChosenPair] = useState<SnapshotPair | null>(null);

  const preview = () => navigate(`/projects/${projectId}/code-preview`);
  const frame = (children: React.ReactNode) => (
    <PageContainer
      title="生成代码"
      subtitle={project ? `项目「${project.name}」的代码快照：下载、查看与对比` : undefined}
      extra={
        <>
          <Button onClick={() => navigate(`/projects/${projectId}`)}>返回项目</Button>
          <Button type="primary" icon={<CodeOutlined />} onClick={preview}>
            代码预览
          </Button>
        </>
      }
    >
      {children}
    </PageContainer>
  );

  if (page.error) return frame(<ErrorState error={page.error} onRetry={() => void page.refetch()} />);
  if (!page.data) return frame(<LoadingState />);
  if (page.data.total === 0) {
    return frame(
      <Card>
        <Empty
          style={{ padding: '48px 0' }}
          description={
            <Flex vertical gap={4} align="center">
              <Typography.Text strong>还没有快照</Typography.Text>
              <Typography.Text type="secondary">
                在代码预览中选择模板集生成代码，点击「上传」后会保存为带编号的快照，出现在这里。
              </Typography.Text>
            </Flex>
          }
        >
          <Button type="primary" icon={<CodeOutlined />} onClick={preview}>
            去代码预览
          </Button>
        </Empty>
      </Card>,
    );
  }

  const recentList = recent.data?.records ?? page.data.records;
  const pair = chosenPair ?? (recentList.length ? pairEndingAt(recentList, recentList[0].id) : null);

  const download = async (snapshot: Snapshot) => {
    setDownloading(snapshot.id);
    try {
      await downloadZip(`/projects/${projectId}/snapshots/${snapshot.id}/zip`);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDownloading(null);
    }
  };

  const columns: ColumnsType<Snapshot> = [
    { title: '编号', dataIndex: 'number', width: 80, render: (number: number) => `#${number}` },
    {
      title: '模板集',
      key: 'template',
      render: (_, snapshot) => (
        <Space size={4}>
          <span>{snapshot.templateName}</span>
          <Typography.Text type="secondary">v{snapshot.templateVersion}</Typography.Text>
        </Space>
      ),
    },
    { title: '文件数', dataIndex: 'fileCount', width: 90 },
    {
      title: '备注',
      dataIndex: 'note',
      render: (note: string | null) => note || <Typography.Text type="secondary">—</Typography.Text>,
    },
    { title: '时间', dataIndex: 'createdAt', width: 180, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 280,
      render: (_, snapshot) => (
        <Space size={0} wrap>
          <Button type="link" icon={<EyeOutlined />} onClick={() => setViewing(snapshot)}>
            查看文件
          </Button>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            loading={downloading === snapshot.id}
            onClick={() => void download(snapshot)}
          >
            下载
          </Button>
          <Button
            type="link"
            onClick={() => {
              setChosenPair(pairEndingAt(recentList, snapshot.id));
              document.getElementById('snapshot-diff')?.scrollIntoView?.({ behavior: 'smooth' });
            }}
          >
            对比
          </Button>
        </Space>
      ),
    },
  ];

  return frame(
    <Flex vertical gap={16}>
      <Card title={`快照（${page.data.total}）`}>
        <Table<Snapshot>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={page.data.records}
          loading={page.isFetching}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: page.data.total,
            showSizeChanger: false,
            onChange: setCurrent,
          }}
        />
      </Card>
      {pair ? (
        <SnapshotDiff
          key={`${pair.a ?? 0}-${pair.b}`}
          projectId={projectId}
          snapshots={recentList}
          pair={pair}
          onPairChange={setChosenPair}
        />
      ) : null}
      <SnapshotFilesDrawer projectId={projectId} snapshot={viewing} onClose={() => setViewing(null)} />
    </Flex>,
  );
}

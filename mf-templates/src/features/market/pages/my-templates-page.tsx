// /templates/my: the user's own sets (created or forked) — visibility with publish/unpublish, version,
// forked-from and last change; edit, apply, delete; how many more the membership allows.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { TemplateSet } from '@modelsmith/contract';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Space,
  Switch,
  Tag,
  Typography,
} from '@modelsmith/shared/antd';
import { type ColumnsType, Table } from '@modelsmith/shared/antd-data';
import {
  AppstoreOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  ThunderboltOutlined,
} from '@modelsmith/shared/icons';
import {
  ErrorState,
  formatDateTime,
  PageContainer,
  QuotaButton,
  QuotaMeter,
  useQuota,
} from '@modelsmith/shared/ui';
import {
  type MyTemplatesArgs,
  useDeleteTemplateMutation,
  useMyTemplatesQuery,
  useUpdateTemplateMutation,
} from '../api';
import { LanguageTag } from '../components/template-tags';

function VisibilitySwitch({ template }: { template: TemplateSet }) {
  const { message } = App.useApp();
  const [update, { isLoading }] = useUpdateTemplateMutation();
  const isPublic = template.visibility === 'PUBLIC';
  const toggle = async (checked: boolean) => {
    const result = await update({ id: template.id, changes: { visibility: checked ? 'PUBLIC' : 'PRIVATE' } });
    if (!('error' in result))
      message.success(checked ? `已公开「${template.name}」` : `已将「${template.name}」设为私有`);
  };
  return (
    <Space size={8}>
      <Tag color={isPublic ? 'green' : 'default'}>{isPublic ? '公开' : '私有'}</Tag>
      <Switch
        size="small"
        checked={isPublic}
        loading={isLoading}
        aria-label={isPublic ? `取消公开 ${template.name}` : `公开 ${template.name}`}
        onChange={(checked) => void toggle(checked)}
      />
    </Space>
  );
}

export default function MyTemplatesPage() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [query, setQuery] = useState<MyTemplatesArgs>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useMyTemplatesQuery(query);
  // A search's total counts the matches only: the quota needs the unfiltered count, asked for only then.
  const unfiltered = useMyTemplatesQuery({ current: 1, size: 1 }, { skip: !query.keyword });
  const quota = useQuota('ownTemplates', query.keyword ? unfiltered.data?.total : data?.total);
  const [remove] = useDeleteTemplateMutation();

  const create = (
    <QuotaButton
      quota={quota}
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => navigate('/templates/create')}
    >
      新建模板
    </QuotaButton>
  );

  const onDelete = async (template: TemplateSet) => {
    const result = await remove(template.id);
    if (!('error' in result)) message.success(`已删除「${template.name}」`);
  };

  const columns: ColumnsType<TemplateSet> = [
    {
      title: '名称',
      dataIndex: 'name',
      render: (_, template) => (
        <Flex vertical gap={2}>
          <Link to={`/templates/${template.id}`}>{template.name}</Link>
          {template.description ? (
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 280, fontSize: 12 }}>
              {template.description}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: '语言',
      dataIndex: 'language',
      width: 120,
      render: (language: string) => <LanguageTag language={language} />,
    },
    {
      title: '可见性',
      key: 'visibility',
      width: 150,
      render: (_, template) => <VisibilitySwitch template={template} />,
    },
    { title: '版本', dataIndex: 'version', width: 80, render: (version: number) => `v${version}` },
    {
      title: '复制自',
      key: 'forkedFrom',
      width: 180,
      render: (_, template) =>
        template.forkedFrom ? (
          <Link to={`/templates/${template.forkedFrom.id}`}>{template.forkedFrom.name}</Link>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: '更新时间', dataIndex: 'updatedAt', width: 180, render: (at: string) => formatDateTime(at) },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_, template) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => navigate(`/templates/${template.id}/edit`)}
          >
            编辑
          </Button>
          <Button
            type="link"
            size="small"
            icon={<ThunderboltOutlined />}
            onClick={() => navigate(`/templates/${template.id}/apply`)}
          >
            应用
          </Button>
          <Popconfirm
            title={`删除模板「${template.name}」？`}
            description="删除后无法恢复，已保存的快照不受影响。"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => onDelete(template)}
          >
            <Button type="link" size="small" danger icon={<DeleteOutlined />}>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  const isFirstVisit = data && data.total === 0 && !query.keyword;
  return (
    <PageContainer
      title="我的模板"
      subtitle="自己创建或从市场复制的模板集；公开后会出现在模板市场。"
      extra={
        <>
          <QuotaMeter quota={quota} />
          <Button icon={<AppstoreOutlined />} onClick={() => navigate('/templates')}>
            模板市场
          </Button>
          {create}
        </>
      }
    >
      {isFirstVisit ? (
        <Card>
          <Empty
            style={{ padding: '40px 0' }}
            description={
              <Flex vertical gap={4} align="center">
                <Typography.Text strong>还没有自己的模板</Typography.Text>
                <Typography.Text type="secondary">
                  从头新建一套，或去模板市场把官方模板复制为自己的再改。
                </Typography.Text>
              </Flex>
            }
          >
            <Space>
              {create}
              <Button icon={<AppstoreOutlined />} onClick={() => navigate('/templates')}>
                去模板市场
              </Button>
            </Space>
          </Empty>
        </Card>
      ) : (
        <Card styles={{ body: { padding: 0 } }}>
          <Flex style={{ padding: 16 }}>
            <Input.Search
              allowClear
              placeholder="搜索模板名称或描述"
              style={{ width: 280 }}
              onSearch={(value) =>
                setQuery((previous) => ({ ...previous, keyword: value.trim() || undefined, current: 1 }))
              }
            />
          </Flex>
          <Table<TemplateSet>
            rowKey="id"
            columns={columns}
            dataSource={data?.records}
            loading={isFetching}
            scroll={{ x: 1000 }}
            pagination={{
              current: query.current,
              pageSize: query.size,
              total: data?.total,
              showTotal: (total) => `共 ${total} 套`,
              onChange: (current, size) => setQuery((previous) => ({ ...previous, current, size })),
            }}
          />
        </Card>
      )}
    </PageContainer>
  );
}

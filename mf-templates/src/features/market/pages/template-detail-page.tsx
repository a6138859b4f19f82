// /templates/:id: one set — who made it, what it is, its files and what it produces for the sample model;
// apply it to a project, copy it as one's own (fork) or, for one's own set, edit it.
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Result,
  Tabs,
  Tooltip,
  Typography,
} from '@modelsmith/shared/antd';
import { EditOutlined, ForkOutlined, ThunderboltOutlined } from '@modelsmith/shared/icons';
import { selectUser } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { ErrorState, formatDateTime, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useForkTemplateMutation, useTemplateQuery } from '../api';
import { SampleOutput } from '../components/sample-output';
import { isLocked, TemplateFiles } from '../components/template-files';
import { authorOf, FrameworkTags, LanguageTag, TemplateBadges } from '../components/template-tags';

export default function TemplateDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useAppSelector(selectUser);
  const { data: template, error, isLoading, refetch } = useTemplateQuery(id, { skip: !valid });
  const [fork, { isLoading: forking }] = useForkTemplateMutation();
  const [tab, setTab] = useState('files');

  if (!valid) return <Result status="404" title="模板不存在" />;
  if (error) return <ErrorState error={error} title="模板加载失败" onRetry={() => void refetch()} />;
  if (isLoading || !template) return <LoadingState tip="正在加载模板…" />;

  const locked = isLocked(template.files);
  const own = !template.official && template.author !== null && template.author.id === user?.id;
  const lockedTip = locked ? '高级模板需升级会员后使用' : undefined;

  const onFork = async () => {
    const result = await fork(template.id);
    // A refusal (quota, plan) is shown by the HTTP layer: stay here.
    if ('data' in result && result.data) {
      message.success(`已复制为我的模板「${result.data.name}」`);
      navigate(`/templates/${result.data.id}/edit`);
    }
  };

  return (
    <PageContainer
      title={
        <Flex gap={8} align="center" wrap>
          {template.name}
          <LanguageTag language={template.language} />
          <TemplateBadges template={template} />
        </Flex>
      }
      subtitle={template.description || '暂无描述'}
      extra={
        <>
          {own ? (
            <Button icon={<EditOutlined />} onClick={() => navigate(`/templates/${template.id}/edit`)}>
              编辑
            </Button>
          ) : null}
          <Tooltip title={lockedTip}>
            <Button icon={<ForkOutlined />} disabled={locked} loading={forking} onClick={() => void onFork()}>
              复制为我的模板
            </Button>
          </Tooltip>
          <Tooltip title={lockedTip}>
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              disabled={locked}
              onClick={() => navigate(`/templates/${template.id}/apply`)}
            >
              应用到项目
            </Button>
          </Tooltip>
        </>
      }
    >
      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'author', label: '作者', children: authorOf(template) },
            { key: 'version', label: '版本', children: `v${template.version}` },
            { key: 'uses', label: '使用次数', children: template.useCount },
            { key: 'files', label: '文件数', children: template.fileCount },
            {
              key: 'forked',
              label: '复制自',
              children: template.forkedFrom ? (
                <Typography.Link onClick={() => navigate(`/templates/${template.forkedFrom!.id}`)}>
                  {template.forkedFrom.name}
                </Typography.Link>
              ) : (
                '—'
              ),
            },
            {
              key: 'visibility',
              label: '可见性',
              children: template.visibility === 'PUBLIC' ? '公开' : '私有',
            },
            { key: 'updated', label: '更新时间', children: formatDateTime(template.updatedAt) },
            { key: 'tags', label: '标签', children: <FrameworkTags tags={template.tags} max={10} /> },
          ]}
        />
      </Card>
      <Card>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            {
              key: 'files',
              label: `文件（${template.files?.length ?? template.fileCount}）`,
              children: <TemplateFiles files={template.files ?? []} />,
            },
            {
              key: 'sample',
              label: '示例输出',
              children: locked ? (
                <Result
                  status="info"
                  title="高级模板的示例输出仅对会员开放"
                  extra={
                    <Button type="primary" onClick={() => navigate('/membership')}>
                      升级会员
                    </Button>
                  }
                />
              ) : (
                <SampleOutput templateId={template.id} />
              ),
            },
          ]}
        />
      </Card>
    </PageContainer>
  );
}

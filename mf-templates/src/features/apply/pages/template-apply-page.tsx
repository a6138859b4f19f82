// /templates/:id/apply: pick a project and entities → preview what the set generates → download the zip or
// save it as a snapshot of the project.
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { App, Button, Card, Flex, Input, Result, Space, Typography } from '@modelsmith/shared/antd';
import { Steps } from '@modelsmith/shared/antd-data';
import { GeneratedFiles } from '@modelsmith/shared/code';
import { DownloadOutlined, EyeOutlined, SaveOutlined } from '@modelsmith/shared/icons';
import { ErrorState, LoadingState, PageContainer } from '@modelsmith/shared/ui';
import { useTemplateQuery } from '../../market/api';
import { PremiumLock, isLocked } from '../../market/components/template-files';
import { LanguageTag, TemplateBadges } from '../../market/components/template-tags';
import { downloadGenerationZip, useApplyPreviewMutation, useApplySnapshotMutation } from '../api';
import { EntityPicker } from '../components/entity-picker';
import { RenderErrors } from '../components/render-errors';

export default function TemplateApplyPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data: template, error, isLoading, refetch } = useTemplateQuery(id, { skip: !valid });
  const [projectId, setProjectId] = useState<number>();
  const [selected, setSelected] = useState<number[]>([]);
  const [preview, previewState] = useApplyPreviewMutation();
  const [saveSnapshot, snapshotState] = useApplySnapshotMutation();
  const [note, setNote] = useState('');
  const [downloading, setDownloading] = useState(false);
  const [downloaded, setDownloaded] = useState<string>();

  if (!valid) return <Result status="404" title="模板不存在" />;
  if (error) return <ErrorState error={error} title="模板加载失败" onRetry={() => void refetch()} />;
  if (isLoading || !template) return <LoadingState tip="正在加载模板…" />;

  const body = { templateId: template.id, entityIds: selected };
  const previewed = previewState.data && previewState.originalArgs?.projectId === projectId;
  const saved = snapshotState.data;
  const step = saved || downloaded ? 2 : previewed ? 1 : 0;

  // Whatever was previewed or saved belongs to the old choice: a new choice starts over.
  const restart = () => {
    previewState.reset();
    snapshotState.reset();
    setDownloaded(undefined);
  };

  const onDownload = async () => {
    if (projectId === undefined) return;
    setDownloading(true);
    try {
      const name = await downloadGenerationZip(projectId, body);
      setDownloaded(name);
      message.success(`已开始下载 ${name}`);
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const onSave = async () => {
    if (projectId === undefined) return;
    const result = await saveSnapshot({ projectId, body: { ...body, note: note.trim() || null } });
    if ('data' in result && result.data) message.success(`已保存为快照 #${result.data.number}`);
  };

  return (
    <PageContainer
      title={
        <Flex gap={8} align="center" wrap>
          应用模板：{template.name}
          <LanguageTag language={template.language} />
          <TemplateBadges template={template} />
        </Flex>
      }
      subtitle={`v${template.version} · 选择项目与实体，预览生成的代码，然后下载 zip 或保存为项目快照。`}
      extra={<Button onClick={() => navigate(`/templates/${template.id}`)}>返回模板</Button>}
    >
      {isLocked(template.files) ? (
        <Card>
          <PremiumLock />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Steps
            current={step}
            items={[{ title: '选择项目与实体' }, { title: '预览' }, { title: '下载或保存' }]}
          />
          <Card title="1. 选择项目与实体">
            <EntityPicker
              projectId={projectId}
              onProjectChange={(next) => {
                setProjectId(next);
                restart();
              }}
              selected={selected}
              onSelectedChange={(ids) => {
                setSelected(ids);
                restart();
              }}
            />
            <Flex justify="flex-end" style={{ marginTop: 16 }}>
              <Button
                type="primary"
                icon={<EyeOutlined />}
                disabled={projectId === undefined || selected.length === 0}
                loading={previewState.isLoading}
                onClick={() => projectId !== undefined && void preview({ projectId, body })}
              >
                生成预览
              </Button>
            </Flex>
          </Card>
          {previewState.error ? <RenderErrors error={previewState.error} /> : null}
          {previewed && previewState.data ? (
            <Card
              title="2. 预览"
              extra={
                <Typography.Text type="secondary">
                  {previewState.data.files.length} 个文件，用时 {Math.round(previewState.data.elapsedMs)} ms
                </Typography.Text>
              }
            >
              <GeneratedFiles files={previewState.data.files} />
            </Card>
          ) : null}
          {previewed && projectId !== undefined ? (
            <Card title="3. 下载或保存">
              {saved ? (
                <Result
                  status="success"
                  title={`已保存为快照 #${saved.number}`}
                  subTitle={`${saved.templateName} v${saved.templateVersion}，${saved.fileCount} 个文件`}
                  extra={
                    <Link to={`/projects/${projectId}/code`}>
                      <Button type="primary">查看项目代码快照</Button>
                    </Link>
                  }
                />
              ) : (
                <Flex gap={12} wrap align="center">
                  <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void onDownload()}>
                    下载 zip
                  </Button>
                  <Space.Compact style={{ width: 420, maxWidth: '100%' }}>
                    <Input
                      aria-label="快照备注"
                      placeholder="快照备注（可选）"
                      maxLength={200}
                      value={note}
                      onChange={(event) => setNote(event.target.value)}
                    />
                    <Button
                      type="primary"
                      icon={<SaveOutlined />}
                      loading={snapshotState.isLoading}
                      onClick={() => void onSave()}
                    >
                      保存为快照
                    </Button>
                  </Space.Compact>
                  {downloaded ? <Typography.Text type="success">已下载 {downloaded}</Typography.Text> : null}
                </Flex>
              )}
            </Card>
          ) : null}
        </Flex>
      )}
    </PageContainer>
  );
}

// The code preview screen: choose template sets (and, for a project, entities) → generate → read the
// files; for a project, download the zip or "上传" a snapshot. Without a project it runs on the built-in
// sample model (/code-preview-test).
import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { GenerateBody, Snapshot, TemplateSet } from '@modelsmith/contract';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Dropdown,
  Flex,
  Input,
  Modal,
  Typography,
} from '@modelsmith/shared/antd';
import { GeneratedFiles, type CodeFile, preloadLanguage } from '@modelsmith/shared/code';
import { CloudUploadOutlined, DownloadOutlined, ThunderboltOutlined } from '@modelsmith/shared/icons';
import { selectMembership } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { ErrorState, errorMessage, LoadingState } from '@modelsmith/shared/ui';
import { useEntityPageQuery } from '../../entities/api';
import {
  downloadZip,
  generationApi,
  useCreateSnapshotMutation,
  useMarketTemplatesQuery,
  useMyTemplatesQuery,
} from '../../generation/api';
import { type GenerationFailure, RenderFailures, renderErrorsOf } from './render-errors';
import { groupTemplates, TemplatePicker } from './template-picker';

export interface CodePreviewScreenProps {
  /** The project to generate from; none: the built-in sample model, nothing to download or upload. */
  projectId?: number;
}

interface Generation {
  sets: TemplateSet[];
  /** Undefined: every entity of the project. */
  entityIds?: number[];
  /** Per set that rendered: its files. */
  results: { set: TemplateSet; files: CodeFile[]; elapsedMs: number }[];
  failures: GenerationFailure[];
}

const LIST = { current: 1, size: 100 };

/** One set's files as they are; several sets' files each under a folder named after its set. */
export function combineFiles(results: Generation['results'], grouped: boolean): CodeFile[] {
  if (!grouped) return results.flatMap((result) => result.files);
  return results.flatMap((result) =>
    result.files.map((file) => ({ ...file, path: `${result.set.name}/${file.path}` })),
  );
}

export function CodePreviewScreen({ projectId }: CodePreviewScreenProps) {
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  const [search] = useSearchParams();
  const market = useMarketTemplatesQuery(LIST);
  const mine = useMyTemplatesQuery(LIST);
  const entities = useEntityPageQuery(
    { projectId: projectId ?? 0, current: 1, size: 500 },
    { skip: projectId === undefined },
  );
  const membership = useAppSelector(selectMembership);
  const premiumAllowed = membership?.limits.premiumTemplates ?? false;

  const groups = useMemo(
    () => groupTemplates(market.data?.records ?? [], mine.data?.records ?? []),
    [market.data, mine.data],
  );
  const allSets = useMemo(() => groups.flatMap((group) => group.sets), [groups]);
  const [chosenIds, setChosenIds] = useState<number[]>(() => {
    const preset = Number(search.get('templateId'));
    return Number.isInteger(preset) && preset > 0 ? [preset] : [];
  });
  const [allEntities, setAllEntities] = useState(true);
  const [entityIds, setEntityIds] = useState<number[]>([]);
  const [generating, setGenerating] = useState(false);
  const [generation, setGeneration] = useState<Generation | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [note, setNote] = useState('');
  const [saved, setSaved] = useState<Snapshot[]>([]);
  const [createSnapshot, { isLoading: uploading }] = useCreateSnapshotMutation();

  const chosenSets = allSets.filter((set) => chosenIds.includes(set.id));
  // The chosen sets' languages load while the user picks entities, not after the click.
  const chosenLanguages = [...new Set(chosenSets.map((set) => set.language))].join(',');
  useEffect(() => {
    for (const language of chosenLanguages.split(',')) if (language) void preloadLanguage(language);
  }, [chosenLanguages]);
  const entityList = entities.data?.records ?? [];
  const noEntities = projectId !== undefined && entities.isSuccess && entityList.length === 0;
  const canGenerate =
    chosenSets.length > 0 && !noEntities && (allEntities || projectId === undefined || entityIds.length > 0);

  const generate = async () => {
    const sets = chosenSets;
    const ids = projectId === undefined || allEntities ? undefined : [...entityIds];
    setGenerating(true);
    setSaved([]);
    const outcomes = await Promise.all(
      sets.map(async (set) => {
        try {
          const body: GenerateBody = ids ? { templateId: set.id, entityIds: ids } : { templateId: set.id };
          const request =
            projectId === undefined
              ? dispatch(
                  generationApi.endpoints.sampleGenerationPreview.initiate(set.id, {
                    subscribe: false,
                    forceRefetch: true,
                  }),
                )
              : dispatch(
                  generationApi.endpoints.generationPreview.initiate(
                    { projectId, body },
                    { subscribe: false, forceRefetch: true },
                  ),
                );
          const preview = await request.unwrap();
          return { set, preview };
        } catch (error) {
          return { set, error };
        }
      }),
    );
    setGeneration({
      sets,
      entityIds: ids,
      results: outcomes.flatMap((outcome) =>
        outcome.preview
          ? [{ set: outcome.set, files: outcome.preview.files, elapsedMs: outcome.preview.elapsedMs }]
          : [],
      ),
      failures: outcomes.flatMap((outcome) =>
        outcome.preview
          ? []
          : [
              {
                setName: outcome.set.name,
                message: errorMessage(outcome.error),
                errors: renderErrorsOf(outcome.error),
              },
            ],
      ),
    });
    setGenerating(false);
  };

  const bodyOf = (set: TemplateSet): GenerateBody =>
    generation?.entityIds ? { templateId: set.id, entityIds: generation.entityIds } : { templateId: set.id };

  const download = async (set: TemplateSet) => {
    if (projectId === undefined) return;
    setDownloading(set.id);
    try {
      await downloadZip(`/projects/${projectId}/generate/zip`, bodyOf(set));
    } catch {
      // The HTTP layer has shown why.
    } finally {
      setDownloading(null);
    }
  };

  const upload = async () => {
    if (projectId === undefined || !generation) return;
    const snapshots: Snapshot[] = [];
    try {
      for (const { set } of generation.results) {
        const body = { ...bodyOf(set), ...(note.trim() ? { note: note.trim() } : {}) };
        snapshots.push(await createSnapshot({ projectId, body }).unwrap());
      }
    } catch {
      // The HTTP layer has shown why; what was saved is still listed.
    }
    if (snapshots.length) {
      void message.success(
        snapshots.length === 1 ? `已保存快照 #${snapshots[0].number}` : `已保存 ${snapshots.length} 个快照`,
      );
      setUploadOpen(false);
      setNote('');
    }
    setSaved(snapshots);
  };

  if (market.error) return <ErrorState error={market.error} onRetry={() => void market.refetch()} />;
  if (!market.data || (!mine.data && !mine.error)) return <LoadingState />;

  const results = generation?.results ?? [];
  const files = combineFiles(results, (generation?.sets.length ?? 0) > 1);
  const elapsedMs = results.reduce((sum, result) => sum + result.elapsedMs, 0);

  const downloadButton =
    projectId === undefined || !results.length ? null : results.length === 1 ? (
      <Button
        icon={<DownloadOutlined />}
        loading={downloading !== null}
        onClick={() => void download(results[0].set)}
      >
        下载 zip
      </Button>
    ) : (
      <Dropdown
        menu={{
          items: results.map((result) => ({ key: String(result.set.id), label: `${result.set.name}.zip` })),
          onClick: ({ key }) => void download(results.find((result) => String(result.set.id) === key)!.set),
        }}
      >
        <Button icon={<DownloadOutlined />} loading={downloading !== null}>
          下载 zip
        </Button>
      </Dropdown>
    );

  return (
    <Flex vertical gap={16}>
      <Card title="生成设置">
        <Flex vertical gap={16}>
          <div>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              模板集{' '}
              <Typography.Text type="secondary" style={{ fontSize: 13, fontWeight: 'normal' }}>
                可同时选择多个，每个模板集的文件放在以其名称命名的文件夹下
              </Typography.Text>
            </Typography.Title>
            <TemplatePicker
              groups={groups}
              value={chosenIds}
              onChange={setChosenIds}
              premiumAllowed={premiumAllowed}
            />
          </div>
          {projectId === undefined ? (
            <Alert type="info" showIcon title="使用内置示例模型生成：不需要项目，结果不会保存。" />
          ) : (
            <div role="group" aria-label="实体">
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                实体
              </Typography.Title>
              {noEntities ? (
                <Alert
                  type="warning"
                  showIcon
                  title="项目还没有实体，先设计或导入实体再生成代码。"
                  action={<Link to={`/projects/${projectId}/entities/designer`}>设计实体</Link>}
                />
              ) : (
                <Flex vertical gap={8}>
                  <Checkbox checked={allEntities} onChange={(event) => setAllEntities(event.target.checked)}>
                    全部实体（{entities.data?.total ?? '…'} 个）
                  </Checkbox>
                  {allEntities ? null : (
                    <Checkbox.Group
                      value={entityIds}
                      onChange={(ids) => setEntityIds(ids as number[])}
                      options={entityList.map((entity) => ({
                        value: entity.id,
                        label: entity.label ? `${entity.className}（${entity.label}）` : entity.className,
                      }))}
                    />
                  )}
                </Flex>
              )}
            </div>
          )}
          <Flex gap={8} align="center">
            <Button
              type="primary"
              icon={<ThunderboltOutlined />}
              loading={generating}
              disabled={!canGenerate}
              onClick={() => void generate()}
            >
              生成预览
            </Button>
            {chosenSets.length ? null : <Typography.Text type="secondary">请先选择模板集</Typography.Text>}
          </Flex>
        </Flex>
      </Card>

      {generation ? <RenderFailures failures={generation.failures} /> : null}

      {saved.length && projectId !== undefined ? (
        <Alert
          type="success"
          showIcon
          title={`已保存快照 ${saved.map((snapshot) => `#${snapshot.number}`).join('、')}`}
          action={<Link to={`/projects/${projectId}/code`}>查看生成记录</Link>}
        />
      ) : null}

      <Card
        title="生成结果"
        extra={
          results.length ? (
            <Flex gap={8} align="center">
              <Typography.Text type="secondary">
                {files.length} 个文件 · 用时 {Math.round(elapsedMs)} ms
              </Typography.Text>
              {downloadButton}
              {projectId !== undefined ? (
                <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => setUploadOpen(true)}>
                  上传
                </Button>
              ) : null}
            </Flex>
          ) : null
        }
      >
        <GeneratedFiles
          files={files}
          emptyText={
            generation
              ? generation.failures.length
                ? '生成失败，请查看上方的错误'
                : '模板没有生成任何文件'
              : '选择模板集后点击「生成预览」'
          }
        />
      </Card>

      <Modal
        title="上传为快照"
        open={uploadOpen}
        okText="上传"
        cancelText="取消"
        confirmLoading={uploading}
        onOk={() => void upload()}
        onCancel={() => setUploadOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">
          按本次的模板集与实体重新生成并保存为带编号的快照
          {results.length > 1 ? `（${results.length} 个模板集各存一个）` : ''}，之后可下载或对比。
        </Typography.Paragraph>
        <Input.TextArea
          aria-label="备注"
          placeholder="备注（可选），例如：新增订单实体"
          maxLength={200}
          showCount
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </Modal>
    </Flex>
  );
}

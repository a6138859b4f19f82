// The template IDE: the set's fields and 保存 on top; files | Liquid editor | live preview below; the 参考
// drawer beside. Holds the draft and its last saved state; creates or updates the set on 保存.
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TemplateSet } from '@modelsmith/contract';
import { App, Button, Card, Col, Flex, Row, Tag, Typography } from '@modelsmith/shared/antd';
import { BookOutlined, SaveOutlined } from '@modelsmith/shared/icons';
import { PageContainer, useLeaveGuard } from '@modelsmith/shared/ui';
import { useCreateTemplateMutation, useUpdateTemplateMutation } from '../../market/api';
import {
  addFile,
  appendSnippet,
  bodyOf,
  groupErrors,
  isDirty,
  pathProblem,
  removeFile,
  updateFile,
  type Draft,
  type DraftMeta,
  type RenderError,
} from '../model';
import { useLivePreview, type PreviewSource } from '../use-live-preview';
import { FileEditor } from './file-editor';
import { FileList } from './file-list';
import { MetaBar } from './meta-bar';
import { PreviewPane } from './preview-pane';
import { ReferenceDrawer } from './reference-drawer';

const PANE_HEIGHT = 'calc(100vh - 330px)';

export interface TemplateIdeProps {
  /** The set being edited; absent when creating. */
  set?: TemplateSet;
  initial: Draft;
}

export function TemplateIde({ set, initial }: TemplateIdeProps) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [saved, setSaved] = useState<Draft>(initial);
  const [draft, setDraft] = useState<Draft>(initial);
  const [version, setVersion] = useState(set?.version ?? null);
  const [selected, setSelected] = useState<string | null>(initial.files[0]?.key ?? null);
  const [source, setSource] = useState<PreviewSource>({ kind: 'sample' });
  const [referenceOpen, setReferenceOpen] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const [createTemplate, creating] = useCreateTemplateMutation();
  const [updateTemplate, updating] = useUpdateTemplateMutation();

  const dirty = isDirty(saved, draft);
  const guard = useLeaveGuard(dirty, '离开模板编辑器？');

  const renderSource: PreviewSource =
    source.kind === 'project' && !source.projectId ? { kind: 'sample' } : source;
  const preview = useLivePreview(draft.files, renderSource);
  const errorsByFile = useMemo(() => groupErrors(draft.files, preview.errors), [draft.files, preview.errors]);
  const errorCounts = useMemo(
    () => new Map([...errorsByFile].map(([key, errors]) => [key, errors.length])),
    [errorsByFile],
  );

  const file = draft.files.find((candidate) => candidate.key === selected) ?? null;
  const setFiles = (files: Draft['files']) => setDraft((previous) => ({ ...previous, files }));
  const setMeta = (changes: Partial<DraftMeta>) => {
    if (changes.name?.trim()) setNameMissing(false);
    setDraft((previous) => ({ ...previous, meta: { ...previous.meta, ...changes } }));
  };

  const openError = (error: RenderError) => {
    const target = draft.files.find((candidate) => candidate.path === error.file);
    if (target) setSelected(target.key);
  };

  const save = async () => {
    if (!draft.meta.name.trim()) {
      setNameMissing(true);
      message.error('请填写模板名称');
      return;
    }
    const badFile = draft.files.find((candidate) => pathProblem(draft.files, candidate.path, candidate.key));
    if (badFile) {
      setSelected(badFile.key);
      message.error(`文件的输出路径有误：${pathProblem(draft.files, badFile.path, badFile.key)}`);
      return;
    }
    const body = bodyOf(draft);
    const snapshot = draft;
    try {
      if (set) {
        const result = await updateTemplate({ id: set.id, changes: body }).unwrap();
        setSaved(snapshot);
        setVersion(result.version);
        message.success(`已保存，版本 ${result.version}`);
      } else {
        const result = await createTemplate(body).unwrap();
        setSaved(snapshot);
        guard.release();
        message.success('模板已创建');
        void navigate(`/templates/${result.id}/edit`);
      }
    } catch {
      // The global message has shown the server's reason (quota, validation…); the draft stays as it is.
    }
  };

  return (
    <PageContainer
      title={set ? `编辑模板：${set.name}` : '创建模板'}
      subtitle={
        <Flex gap={8} align="center" wrap component="span">
          {version !== null ? <Tag>版本 {version}</Tag> : null}
          {set?.forkedFrom ? <span>复制自 {set.forkedFrom.name}</span> : null}
          <span>{dirty ? '有未保存的修改' : '所有修改已保存'}</span>
        </Flex>
      }
      extra={
        <>
          <Button icon={<BookOutlined />} onClick={() => setReferenceOpen(true)}>
            参考
          </Button>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={creating.isLoading || updating.isLoading}
            onClick={() => void save()}
          >
            保存
          </Button>
        </>
      }
    >
      <Flex vertical gap={12}>
        <MetaBar meta={draft.meta} nameMissing={nameMissing} onChange={setMeta} />
        <Row gutter={12} wrap={false} style={{ alignItems: 'stretch' }}>
          <Col flex="240px" style={{ minWidth: 0 }}>
            <Card size="small" styles={{ body: { padding: 8 } }} style={{ height: '100%' }}>
              <FileList
                files={draft.files}
                selected={selected}
                errorCounts={errorCounts}
                onSelect={setSelected}
                onAdd={(path, scope) => {
                  const added = addFile(draft.files, path, scope);
                  setFiles(added.files);
                  setSelected(added.key);
                }}
                onRename={(key, path, scope) => setFiles(updateFile(draft.files, key, { path, scope }))}
                onDelete={(key) => {
                  const removed = removeFile(draft.files, key);
                  setFiles(removed.files);
                  if (key === selected) setSelected(removed.next);
                }}
              />
            </Card>
          </Col>
          <Col flex="1 1 0" style={{ minWidth: 0 }}>
            <Card size="small" styles={{ body: { padding: 8 } }}>
              {file ? (
                <FileEditor
                  // Each file its own editor: undo history never crosses files.
                  key={file.key}
                  file={file}
                  language={draft.meta.language}
                  pathProblem={pathProblem(draft.files, file.path, file.key)}
                  errors={errorsByFile.get(file.key) ?? []}
                  height={PANE_HEIGHT}
                  onChange={(changes) => setFiles(updateFile(draft.files, file.key, changes))}
                />
              ) : (
                <Typography.Text type="secondary">选择左侧的文件开始编辑。</Typography.Text>
              )}
            </Card>
          </Col>
          <Col flex="1 1 0" style={{ minWidth: 0 }}>
            <Card size="small" styles={{ body: { padding: 8 } }}>
              <PreviewPane
                preview={preview}
                source={source}
                height={PANE_HEIGHT}
                onSource={setSource}
                onOpenError={openError}
              />
            </Card>
          </Col>
        </Row>
      </Flex>
      <ReferenceDrawer
        open={referenceOpen}
        onClose={() => setReferenceOpen(false)}
        onInsert={
          file
            ? (snippet) => {
                setFiles(
                  updateFile(draft.files, file.key, { content: appendSnippet(file.content, snippet) }),
                );
                message.success('已插入到文件末尾');
              }
            : undefined
        }
      />
    </PageContainer>
  );
}

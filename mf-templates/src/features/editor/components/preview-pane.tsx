// The right pane: what the draft generates, re-rendered on every edit, against the sample model or a project.
import { Alert, Button, Flex, Spin, Typography } from '@modelsmith/shared/antd';
import { Segmented, Select } from '@modelsmith/shared/antd-data';
import { GeneratedFiles } from '@modelsmith/shared/code';
import { useEditorEntitiesQuery, useEditorProjectsQuery } from '../../market/api';
import type { RenderError } from '../model';
import type { LivePreview, PreviewSource } from '../use-live-preview';

export interface PreviewPaneProps {
  preview: LivePreview;
  source: PreviewSource;
  height: number | string;
  onSource: (source: PreviewSource) => void;
  /** Opens the file of an error (its output path template). */
  onOpenError: (error: RenderError) => void;
}

function ProjectPicker({
  source,
  onSource,
}: {
  source: PreviewSource & { kind: 'project' };
  onSource: PreviewPaneProps['onSource'];
}) {
  const projects = useEditorProjectsQuery();
  const entities = useEditorEntitiesQuery(source.projectId, { skip: !source.projectId });
  return (
    <Flex vertical gap={6}>
      <Select
        aria-label="预览项目"
        placeholder="选择项目"
        loading={projects.isFetching}
        value={source.projectId || undefined}
        notFoundContent="还没有项目"
        options={(projects.data?.records ?? []).map((project) => ({
          value: project.id,
          label: project.name,
        }))}
        onChange={(projectId: number) => onSource({ kind: 'project', projectId, entityIds: [] })}
      />
      {source.projectId ? (
        <Select
          aria-label="预览实体"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="全部实体"
          loading={entities.isFetching}
          value={source.entityIds}
          options={(entities.data?.records ?? []).map((entity) => ({
            value: entity.id,
            label: entity.label ? `${entity.label}（${entity.className}）` : entity.className,
          }))}
          onChange={(entityIds: number[]) => onSource({ ...source, entityIds })}
        />
      ) : null}
    </Flex>
  );
}

export function PreviewPane({ preview, source, height, onSource, onOpenError }: PreviewPaneProps) {
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text strong>实时预览</Typography.Text>
        <Flex align="center" gap={8}>
          {preview.rendering ? <Spin size="small" aria-label="正在渲染" /> : null}
          {preview.elapsedMs !== null && !preview.rendering ? (
            <Typography.Text type="secondary">
              {preview.files.length} 个文件 · 耗时 {Math.round(preview.elapsedMs)} ms
            </Typography.Text>
          ) : null}
        </Flex>
      </Flex>
      <Segmented
        block
        value={source.kind}
        options={[
          { value: 'sample', label: '示例模型' },
          { value: 'project', label: '我的项目' },
        ]}
        onChange={(kind: string) =>
          onSource(kind === 'sample' ? { kind: 'sample' } : { kind: 'project', projectId: 0, entityIds: [] })
        }
      />
      {source.kind === 'project' ? <ProjectPicker source={source} onSource={onSource} /> : null}
      {preview.errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={`渲染失败（${preview.errors.length} 个错误）`}
          description={
            <ul aria-label="渲染错误" style={{ margin: 0, paddingInlineStart: 16 }}>
              {preview.errors.map((error, index) => (
                <li key={index}>
                  {error.file ? (
                    <Button
                      type="link"
                      size="small"
                      style={{ padding: 0, height: 'auto' }}
                      onClick={() => onOpenError(error)}
                    >
                      {error.file}
                      {error.line ? `:${error.line}` : ''}
                    </Button>
                  ) : null}
                  {error.file ? '　' : ''}
                  <Typography.Text>{error.message}</Typography.Text>
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      {source.kind === 'project' && !source.projectId ? (
        <Typography.Text type="secondary">选择项目之前，按示例模型预览。</Typography.Text>
      ) : null}
      <GeneratedFiles
        files={preview.files}
        height={height}
        emptyText={preview.settled ? '没有生成文件' : '正在生成预览…'}
      />
    </Flex>
  );
}

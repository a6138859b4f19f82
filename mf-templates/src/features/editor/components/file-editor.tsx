// The middle pane: the selected file's output path template and scope above its Liquid in CodeEditor.
import { Alert, Flex, Input, Radio, Typography } from '@modelsmith/shared/antd';
import { CodeEditor } from '@modelsmith/shared/code';
import { languageOfPath, SCOPE_LABELS, type DraftFile, type RenderError, type Scope } from '../model';

export interface FileEditorProps {
  file: DraftFile;
  /** The set's language: what a path without a known extension is highlighted as. */
  language: string;
  pathProblem: string | null;
  errors: RenderError[];
  height: number | string;
  onChange: (changes: Partial<Omit<DraftFile, 'key'>>) => void;
}

export function FileEditor({ file, language, pathProblem, errors, height, onChange }: FileEditorProps) {
  return (
    <Flex vertical gap={8} style={{ minWidth: 0 }}>
      <Flex gap={8} align="center" wrap>
        <Input
          aria-label="输出路径模板"
          prefix={<Typography.Text type="secondary">输出路径</Typography.Text>}
          status={pathProblem ? 'error' : undefined}
          value={file.path}
          onChange={(event) => onChange({ path: event.target.value })}
          style={{ flex: 1, minWidth: 240, fontFamily: 'monospace' }}
        />
        <Radio.Group
          aria-label="生成范围"
          size="small"
          optionType="button"
          value={file.scope}
          onChange={(event) => onChange({ scope: event.target.value as Scope })}
          options={[
            { value: 'ENTITY', label: SCOPE_LABELS.ENTITY },
            { value: 'PROJECT', label: SCOPE_LABELS.PROJECT },
          ]}
        />
      </Flex>
      {pathProblem ? <Typography.Text type="danger">{pathProblem}</Typography.Text> : null}
      {file.scope === 'PROJECT' ? (
        <Alert
          type="info"
          showIcon
          title="整个项目生成一份：这里没有 entity，可用 project 与 entities。"
          style={{ padding: '4px 12px' }}
        />
      ) : null}
      <CodeEditor
        value={file.content}
        onChange={(content) => onChange({ content })}
        language={languageOfPath(file.path, language)}
        errors={errors.map(({ line, message }) => ({ line, message }))}
        height={height}
        ariaLabel={`模板内容 ${file.path}`}
      />
    </Flex>
  );
}

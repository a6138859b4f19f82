// Stand-ins for @modelsmith/shared/code in the IDE's page tests: CodeMirror needs layout jsdom lacks, and the
// shared module has tests of its own. A textarea keeps the CodeEditor's contract (value, onChange, language,
// errors) visible to the tests.
import type { CodeEditorProps, GeneratedFilesProps } from '@modelsmith/shared/code';

export function CodeEditor({ value, onChange, language, errors, ariaLabel }: CodeEditorProps) {
  return (
    <div data-language={language}>
      <textarea aria-label={ariaLabel} value={value} onChange={(event) => onChange(event.target.value)} />
      <ul aria-label="编辑器诊断">
        {(errors ?? []).map((error, index) => (
          <li key={index}>{`第 ${error.line ?? '?'} 行：${error.message}`}</li>
        ))}
      </ul>
    </div>
  );
}

export function GeneratedFiles({ files, emptyText }: GeneratedFilesProps) {
  if (files.length === 0) return <p>{emptyText}</p>;
  return (
    <ul aria-label="生成的文件">
      {files.map((file) => (
        <li key={file.path}>
          <span>{file.path}</span>
          <pre>{file.content}</pre>
        </li>
      ))}
    </ul>
  );
}

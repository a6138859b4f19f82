// @modelsmith/shared/code: CodeMirror 6 for generated code and templates — viewer, Liquid editor, file
// tree, generated-files browser and diff — as ONE shared singleton, so CodeMirror (one @codemirror/state,
// which must not be duplicated) is fetched only by the pages that import this module. Append, never remove.
export { CodeViewer, type CodeViewerProps } from './code-viewer';
export { CodeEditor, type CodeEditorError, type CodeEditorProps } from './code-editor';
export { FileTree, buildFileTree, treeOrder, type FileTreeNode, type FileTreeProps } from './file-tree';
export { GeneratedFiles, type CodeFile, type GeneratedFilesProps } from './generated-files';
export { DiffView, type DiffViewProps } from './diff-view';
export { normalizeLanguage } from './languages';
/** Starts loading a language's highlighting ahead of showing code in it (e.g. when a template set is chosen). */
export { loadLanguage as preloadLanguage } from './languages';
/** The language of a file by its output path (one rule for the API and the web, in the contract). */
export { languageOfPath } from '@modelsmith/contract';

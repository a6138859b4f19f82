import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Text } from '@codemirror/state';
import { renderInApp } from '@modelsmith/shared/testing';
import { diagnosticsOf } from './code-editor';
import {
  buildFileTree,
  CodeEditor,
  CodeViewer,
  DiffView,
  GeneratedFiles,
  languageOfPath,
  normalizeLanguage,
  treeOrder,
} from './index';
import { loadLanguage } from './languages';

// jsdom lays nothing out: CodeMirror measures text ranges, so give ranges the empty rectangles elements have.
beforeAll(() => {
  const empty = () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] });
  Range.prototype.getClientRects ??= empty as unknown as () => DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => document.body.getBoundingClientRect();
});

const paths = [
  'src/main/java/com/example/shop/controller/UserController.java',
  'src/main/java/com/example/shop/entity/User.java',
  'src/main/java/com/example/shop/controller/OrderController.java',
  'pom.xml',
  'src/main/resources/application.yml',
];

test('the tree puts folders first, joins single-folder chains and counts files', () => {
  const tree = buildFileTree(paths);
  expect(tree.map((node) => [node.name, node.count])).toEqual([
    ['src/main', 4],
    ['pom.xml', undefined],
  ]);
  const main = tree[0].children!;
  expect(main.map((node) => node.name)).toEqual(['java/com/example/shop', 'resources']);
  expect(main[0].children!.map((node) => `${node.name}:${node.count ?? '-'}`)).toEqual([
    'controller:2',
    'entity:1',
  ]);
  expect(treeOrder(tree)).toEqual([
    'src/main/java/com/example/shop/controller/OrderController.java',
    'src/main/java/com/example/shop/controller/UserController.java',
    'src/main/java/com/example/shop/entity/User.java',
    'src/main/resources/application.yml',
    'pom.xml',
  ]);
});

test('language names and file names map to our languages', async () => {
  expect(normalizeLanguage('TS')).toBe('typescript');
  expect(normalizeLanguage('yml')).toBe('yaml');
  expect(languageOfPath('a/B.java')).toBe('java');
  expect(languageOfPath('web/App.tsx')).toBe('tsx');
  expect(languageOfPath('Dockerfile')).toBe('dockerfile');
  expect(languageOfPath('README')).toBe('text');
  expect(await loadLanguage('text')).toBeNull();
  for (const name of ['java', 'typescript', 'tsx', 'vue', 'python', 'go', 'sql', 'json', 'yaml', 'xml']) {
    expect(await loadLanguage(name)).not.toBeNull();
  }
  for (const name of ['markdown', 'html', 'css', 'properties', 'shell', 'kotlin']) {
    expect(await loadLanguage(name)).not.toBeNull();
  }
});

test('errors become diagnostics over their lines, clamped to the document', () => {
  const doc = Text.of(['a', 'bb', 'ccc']);
  expect(
    diagnosticsOf(doc, [{ line: 2, message: 'x' }, { message: 'y' }, { line: 99, message: 'z' }]).map(
      ({ from, to, message }) => [from, to, message],
    ),
  ).toEqual([
    [2, 4, 'x'],
    [0, 1, 'y'],
    [5, 8, 'z'],
  ]);
});

test('the viewer shows the content and follows changes', async () => {
  const { container, rerender } = renderInApp(<CodeViewer content={'class A {}'} language="java" />);
  expect(container.querySelector('.cm-content')).toHaveTextContent('class A {}');
  rerender(<CodeViewer content={'class B {}'} language="java" />);
  await waitFor(() => expect(container.querySelector('.cm-content')).toHaveTextContent('class B {}'));
});

test('the editor reports edits and shows errors as diagnostics', async () => {
  const onChange = jest.fn();
  const { container } = renderInApp(
    <CodeEditor
      value={'{{ entity.className }}'}
      onChange={onChange}
      language="java"
      errors={[{ line: 1, message: '未闭合的标签' }]}
      ariaLabel="模板 User.java"
    />,
  );
  const content = container.querySelector('.cm-content')!;
  expect(content).toHaveAttribute('aria-label', '模板 User.java');
  expect(container.querySelector('.cm-lintRange-error')).not.toBeNull();
  // CodeMirror reads typing from DOM mutations; a changed text node is what a keystroke leaves.
  const line = content.querySelector('.cm-line')!;
  act(() => {
    line.textContent = 'X';
  });
  await waitFor(() => expect(onChange).toHaveBeenCalledWith('X'));
});

test('the diff view builds unified and split views', () => {
  const { container, rerender } = renderInApp(
    <DiffView before={'a\nb\n'} after={'a\nc\n'} language="text" mode="unified" />,
  );
  expect(container.querySelector('.cm-deletedChunk, .cm-changedLine')).not.toBeNull();
  rerender(<DiffView before={'a\nb\n'} after={'a\nc\n'} language="text" mode="split" />);
  expect(container.querySelector('.cm-mergeView')).not.toBeNull();
  expect(container.querySelectorAll('.cm-editor')).toHaveLength(2);
});

test('generated files: tree, first file open, choose another, copy, empty state', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const files = [
    { path: 'pom.xml', content: '<project/>', language: 'xml' },
    { path: 'src/User.java', content: 'class User {}', language: 'java' },
  ];
  const { rerender } = renderInApp(<GeneratedFiles files={files} />);
  expect(screen.getByText('共 2 个文件')).toBeInTheDocument();
  const tree = screen.getByRole('region', { name: '文件树' });
  expect(within(tree).getByTitle('src/User.java')).toBeInTheDocument();
  // Folders first: the first file in the tree is open.
  expect(screen.getByText('src/User.java', { selector: 'strong *, strong' })).toBeInTheDocument();
  fireEvent.click(within(tree).getByTitle('pom.xml'));
  expect(await screen.findByText('pom.xml', { selector: 'strong *, strong' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /复制/ }));
  expect(writeText).toHaveBeenCalledWith('<project/>');
  expect(await screen.findByText('已复制')).toBeInTheDocument();
  rerender(<GeneratedFiles files={[]} emptyText="还没有生成" />);
  expect(screen.getByText('还没有生成')).toBeInTheDocument();
});

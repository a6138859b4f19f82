// The Liquid template editor: Liquid tags over the target language's highlighting (lang-liquid's
// `base`), render errors as lint diagnostics at their lines.
import { useEffect, useRef, useState } from 'react';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
} from '@codemirror/language';
import { type Diagnostic, lintGutter, setDiagnostics } from '@codemirror/lint';
import { Compartment, EditorState, type Text } from '@codemirror/state';
import {
  crosshairCursor,
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
  rectangularSelection,
} from '@codemirror/view';
import { theme } from '@modelsmith/shared/antd';
import { frameStyle, frameTheme, useLanguage } from './setup';

export interface CodeEditorError {
  /** 1-based; an error without a line is shown on the first line. */
  line?: number;
  message: string;
}

export interface CodeEditorProps {
  value: string;
  onChange: (value: string) => void;
  /** The target language under the Liquid (java, typescript, vue, …). */
  language: string;
  errors?: CodeEditorError[];
  height?: number | string;
  ariaLabel?: string;
}

/** Each error as a diagnostic over its whole line (clamped to the document). */
export function diagnosticsOf(doc: Text, errors: readonly CodeEditorError[]): Diagnostic[] {
  return errors.map((error) => {
    const number = Math.min(Math.max(Math.trunc(error.line ?? 1), 1), doc.lines);
    const line = doc.line(number);
    return { from: line.from, to: line.to, severity: 'error', message: error.message, source: 'Liquid' };
  });
}

/** What an editor needs from CodeMirror's basic setup (its packages are the ones this module depends on). */
function editingSetup() {
  return [
    lineNumbers(),
    highlightActiveLineGutter(),
    highlightSpecialChars(),
    history(),
    foldGutter(),
    drawSelection(),
    dropCursor(),
    EditorState.allowMultipleSelections.of(true),
    indentOnInput(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    bracketMatching(),
    rectangularSelection(),
    crosshairCursor(),
    highlightActiveLine(),
    keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
  ];
}

const NO_ERRORS: CodeEditorError[] = [];

export function CodeEditor({
  value,
  onChange,
  language,
  errors = NO_ERRORS,
  height = 480,
  ariaLabel = '模板编辑器',
}: CodeEditorProps) {
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const views = useRef<EditorView[]>([]);
  const [compartment] = useState(() => new Compartment());
  const [labelSlot] = useState(() => new Compartment());
  const initial = useRef({ value, ariaLabel });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const errorsRef = useRef(errors);
  errorsRef.current = errors;

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.current.value,
        extensions: [
          editingSetup(),
          lintGutter(),
          frameTheme,
          labelSlot.of(EditorView.contentAttributes.of({ 'aria-label': initial.current.ariaLabel })),
          compartment.of([]),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    views.current = [view];
    if (errorsRef.current.length) {
      view.dispatch(setDiagnostics(view.state, diagnosticsOf(view.state.doc, errorsRef.current)));
    }
    return () => {
      view.destroy();
      views.current = [];
    };
  }, [compartment, labelSlot]);

  // A value from outside (another file opened, a reset): replace the document without echoing it back.
  useEffect(() => {
    const view = views.current[0];
    if (view && view.state.doc.toString() !== value) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    const view = views.current[0];
    if (view) view.dispatch(setDiagnostics(view.state, diagnosticsOf(view.state.doc, errors)));
  }, [errors]);

  useEffect(() => {
    views.current[0]?.dispatch({
      effects: labelSlot.reconfigure(EditorView.contentAttributes.of({ 'aria-label': ariaLabel })),
    });
  }, [ariaLabel, labelSlot]);

  useLanguage(views, compartment, language, (support) =>
    import('@codemirror/lang-liquid').then(({ liquid }) => liquid(support ? { base: support } : {})),
  );

  return (
    <div ref={host} className="ms-code-editor" data-language={language} style={frameStyle(height, token)} />
  );
}

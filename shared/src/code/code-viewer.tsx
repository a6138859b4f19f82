// A read-only, highlighted view of one file, with line numbers.
import { useEffect, useRef, useState } from 'react';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { theme } from '@modelsmith/shared/antd';
import { frameStyle, readOnlyBase, useLanguage } from './setup';

export interface CodeViewerProps {
  content: string;
  /** One of our language names (java, typescript, tsx, vue, python, go, sql, json, yaml, xml, …, text). */
  language: string;
  height?: number | string;
}

export function CodeViewer({ content, language, height = 400 }: CodeViewerProps) {
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const views = useRef<EditorView[]>([]);
  const [compartment] = useState(() => new Compartment());
  const initial = useRef(content);

  useEffect(() => {
    const view = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: initial.current,
        extensions: [readOnlyBase(), compartment.of([])],
      }),
    });
    views.current = [view];
    return () => {
      view.destroy();
      views.current = [];
    };
  }, [compartment]);

  useEffect(() => {
    const view = views.current[0];
    if (view && view.state.doc.toString() !== content) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: content } });
    }
  }, [content]);

  useLanguage(views, compartment, language);

  return (
    <div ref={host} className="ms-code-viewer" data-language={language} style={frameStyle(height, token)} />
  );
}

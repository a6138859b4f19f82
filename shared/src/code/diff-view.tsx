// One file's change, highlighted: unified (@codemirror/merge unifiedMergeView) or side by side (MergeView).
import { useEffect, useRef, useState } from 'react';
import { MergeView, unifiedMergeView } from '@codemirror/merge';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { theme } from '@modelsmith/shared/antd';
import { lineDiff } from './line-diff';
import { frameStyle, readOnlyBase, useLanguage } from './setup';

export interface DiffViewProps {
  before: string;
  after: string;
  language: string;
  mode: 'unified' | 'split';
}

const collapseUnchanged = { margin: 3, minSize: 6 };

/** The folded unchanged lines in Chinese, without the ⦚ marks the UI fonts have no glyph for. */
const collapsedInChinese: Extension = [
  EditorState.phrases.of({ '$ unchanged lines': '$ 行未改动（点击展开）' }),
  EditorView.theme({ '.cm-collapsedLines:before, .cm-collapsedLines:after': { content: 'none' } }),
];

export function DiffView({ before, after, language, mode }: DiffViewProps) {
  const { token } = theme.useToken();
  const host = useRef<HTMLDivElement>(null);
  const views = useRef<EditorView[]>([]);
  const [compartment] = useState(() => new Compartment());
  const [built, setBuilt] = useState(0);

  useEffect(() => {
    const parent = host.current!;
    const extensions = () => [readOnlyBase(), collapsedInChinese, compartment.of([])];
    let destroy: () => void;
    if (mode === 'split') {
      const merge = new MergeView({
        a: { doc: before, extensions: extensions() },
        b: { doc: after, extensions: extensions() },
        parent,
        highlightChanges: true,
        gutter: true,
        collapseUnchanged,
        diffConfig: { override: lineDiff },
      });
      views.current = [merge.a, merge.b];
      destroy = () => merge.destroy();
    } else {
      const view = new EditorView({
        parent,
        state: EditorState.create({
          doc: after,
          extensions: [
            extensions(),
            unifiedMergeView({
              original: before,
              mergeControls: false,
              highlightChanges: true,
              gutter: true,
              syntaxHighlightDeletions: true,
              collapseUnchanged,
              diffConfig: { override: lineDiff },
            }),
          ],
        }),
      });
      views.current = [view];
      destroy = () => view.destroy();
    }
    setBuilt((count) => count + 1);
    return () => {
      destroy();
      views.current = [];
    };
  }, [before, after, mode, compartment]);

  // New views start as plain text: (re)load the language into them each time they are built.
  useLanguage(views, compartment, language, undefined, [built]);

  return (
    <div
      ref={host}
      className={`ms-diff-view ms-diff-${mode}`}
      data-language={language}
      style={{ ...frameStyle(undefined, token), maxHeight: 640, overflow: 'auto' }}
    />
  );
}

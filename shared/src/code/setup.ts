// The CodeMirror pieces our viewers and editors share: a read-only base, the frame theme, and a
// hook that loads a language into a compartment once its chunk arrives.
import { useEffect, type RefObject } from 'react';
import { defaultKeymap } from '@codemirror/commands';
import { defaultHighlightStyle, foldGutter, LanguageSupport, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { drawSelection, EditorView, highlightSpecialChars, keymap, lineNumbers } from '@codemirror/view';
import { loadLanguage } from './languages';

export const MONOSPACE = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";

/** Fills its frame, scrolls inside it, monospace at a readable size. */
export const frameTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: '#fff' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: MONOSPACE, overflow: 'auto', lineHeight: '1.55' },
  '.cm-gutters': { backgroundColor: '#fafafa', borderRight: '1px solid #f0f0f0', color: '#8c8c8c' },
});

/** Selectable, copyable, not editable, with line numbers, folding and highlighting. */
export function readOnlyBase(): Extension {
  return [
    lineNumbers(),
    foldGutter(),
    highlightSpecialChars(),
    drawSelection(),
    syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
    keymap.of(defaultKeymap),
    EditorState.readOnly.of(true),
    EditorView.contentAttributes.of({ 'aria-readonly': 'true' }),
    frameTheme,
  ];
}

/**
 * Loads `language` and puts what `wrap` makes of it into `compartment` of the views `views()` returns,
 * whenever the language changes (the views show plain text until then).
 */
export function useLanguage(
  views: RefObject<EditorView[]>,
  compartment: Compartment,
  language: string,
  wrap: (support: LanguageSupport | null) => Extension | Promise<Extension> = (support) => support ?? [],
  extraDeps: readonly unknown[] = [],
) {
  useEffect(() => {
    let cancelled = false;
    void loadLanguage(language)
      .then(wrap)
      .then((extension) => {
        if (cancelled) return;
        for (const view of views.current) view.dispatch({ effects: compartment.reconfigure(extension) });
      });
    return () => {
      cancelled = true;
    };
    // `wrap` is a render's closure: the language (and what the caller names) decide a reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, compartment, ...extraDeps]);
}

/** The frame every code surface sits in: antd's border and radius. */
export function frameStyle(
  height: number | string | undefined,
  token: { colorBorder: string; borderRadius: number },
) {
  return {
    height,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    overflow: 'hidden',
    background: '#fff',
  } as const;
}

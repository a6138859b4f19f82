// The live preview: every change of the files or the preview source re-renders them, debounced, through
// POST /templates/render; only the answer of the latest request is kept.
import { useEffect, useRef, useState } from 'react';
import type { GeneratedFile, RenderBody } from '@modelsmith/contract';
import { useRenderTemplateMutation } from '../market/api';
import { filesForApi, renderErrorsOf, type DraftFile, type RenderError } from './model';

export const PREVIEW_DEBOUNCE_MS = 400;

/** What the preview renders against: the built-in sample model, or a project (all or some entities). */
export type PreviewSource = { kind: 'sample' } | { kind: 'project'; projectId: number; entityIds: number[] };

export interface LivePreview {
  /** A render is on its way (or scheduled). */
  rendering: boolean;
  /** The files of the last successful render. */
  files: GeneratedFile[];
  elapsedMs: number | null;
  /** The errors of the latest render, empty when it succeeded. */
  errors: RenderError[];
  /** At least one render has answered. */
  settled: boolean;
}

export function renderBodyOf(files: DraftFile[], source: PreviewSource): RenderBody {
  const body: RenderBody = { files: filesForApi(files) };
  if (source.kind === 'project') {
    body.projectId = source.projectId;
    if (source.entityIds.length > 0) body.entityIds = source.entityIds;
  }
  return body;
}

export function useLivePreview(files: DraftFile[], source: PreviewSource): LivePreview {
  const [render] = useRenderTemplateMutation();
  const [state, setState] = useState<LivePreview>({
    rendering: true,
    files: [],
    elapsedMs: null,
    errors: [],
    settled: false,
  });
  const latest = useRef(0);
  const bodyKey = JSON.stringify(renderBodyOf(files, source));

  useEffect(() => {
    const request = ++latest.current;
    setState((previous) => (previous.rendering ? previous : { ...previous, rendering: true }));
    const timer = setTimeout(() => {
      render(JSON.parse(bodyKey) as RenderBody)
        .unwrap()
        .then(
          (result) => {
            if (request !== latest.current) return;
            setState({
              rendering: false,
              files: result.files,
              elapsedMs: result.elapsedMs,
              errors: [],
              settled: true,
            });
          },
          (error: unknown) => {
            if (request !== latest.current) return;
            setState((previous) => ({
              ...previous,
              rendering: false,
              elapsedMs: null,
              errors: renderErrorsOf(error),
              settled: true,
            }));
          },
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bodyKey, render]);

  return state;
}

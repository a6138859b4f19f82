// diffGenerations: what changed between two generations of a project, with a unified diff per changed file.
import { createTwoFilesPatch } from 'diff';

import type { GeneratedFile, Generation } from '../engine/render-set';

export interface ChangedFile {
  path: string;
  language: string;
  /** Unified diff (`--- a/path`, `+++ b/path`, hunks with 3 lines of context). */
  patch: string;
  additions: number;
  deletions: number;
}

export interface GenerationDiff {
  added: GeneratedFile[];
  removed: GeneratedFile[];
  changed: ChangedFile[];
  unchanged: number;
}

function countLines(patch: string): { additions: number; deletions: number } {
  let additions = 0;
  let deletions = 0;
  for (const line of patch.split('\n')) {
    if (line.startsWith('+') && !line.startsWith('+++')) additions++;
    else if (line.startsWith('-') && !line.startsWith('---')) deletions++;
  }
  return { additions, deletions };
}

export function diffGenerations(prev: Generation, next: Generation): GenerationDiff {
  const before = new Map(prev.files.map((f) => [f.path, f]));
  const after = new Map(next.files.map((f) => [f.path, f]));
  const byPath = (a: GeneratedFile, b: GeneratedFile) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const added = next.files.filter((f) => !before.has(f.path)).sort(byPath);
  const removed = prev.files.filter((f) => !after.has(f.path)).sort(byPath);
  const changed: ChangedFile[] = [];
  let unchanged = 0;
  for (const file of [...next.files].sort(byPath)) {
    const old = before.get(file.path);
    if (!old) continue;
    if (old.content === file.content) {
      unchanged++;
      continue;
    }
    const patch = createTwoFilesPatch(
      `a/${file.path}`,
      `b/${file.path}`,
      old.content,
      file.content,
      undefined,
      undefined,
      {
        context: 3,
      },
    );
    changed.push({ path: file.path, language: file.language, patch, ...countLines(patch) });
  }
  return { added, removed, changed, unchanged };
}

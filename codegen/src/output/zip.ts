// zipGeneration: the files of a generation as one zip, byte-identical for the same input.
import { strToU8, zipSync, type Zippable } from 'fflate';

import type { Generation } from '../engine/render-set';

// A fixed timestamp (the DOS epoch) keeps archives reproducible: the generator never reads the clock.
const FIXED_MTIME = new Date(1980, 0, 1, 0, 0, 0);

export function zipGeneration(generation: Generation, options: { folder?: string } = {}): Uint8Array {
  const prefix = options.folder ? `${options.folder.replace(/\/+$/, '')}/` : '';
  const entries: Zippable = {};
  const sorted = [...generation.files].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const file of sorted) entries[`${prefix}${file.path}`] = strToU8(file.content);
  return zipSync(entries, { level: 6, mtime: FIXED_MTIME });
}

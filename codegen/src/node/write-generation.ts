// Writes a generation under a root directory; every path is re-checked so nothing lands outside it.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import { normaliseOutputPath, UnsafePathError } from '../engine/output-path';
import type { Generation } from '../engine/render-set';

/** Returns the absolute paths written. */
export function writeGeneration(generation: Generation, outDir: string): string[] {
  const root = path.resolve(outDir);
  mkdirSync(root, { recursive: true });
  return generation.files.map((file) => {
    const target = path.resolve(root, normaliseOutputPath(file.path));
    // Belt and braces: a path that resolves outside the root is refused even if it passed normalising.
    if (target !== root && !target.startsWith(`${root}${path.sep}`))
      throw new UnsafePathError(file.path, '超出输出目录');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
    return target;
  });
}

// zipGeneration: every file in, UTF-8 content and names, byte-identical archives for the same input.
import { strFromU8, unzipSync } from 'fflate';

import type { Generation } from '../../src/engine/render-set';
import { zipGeneration } from '../../src/output/zip';

const generation: Generation = {
  files: [
    { path: 'src/b.ts', content: 'export const b = 1;\n', language: 'typescript', setId: 's' },
    { path: 'docs/说明.md', content: '# 模型工匠\n', language: 'markdown', setId: 's' },
  ],
};

describe('zipGeneration', () => {
  it('contains every file with its content', () => {
    const entries = unzipSync(zipGeneration(generation));
    expect(Object.keys(entries).sort()).toEqual(['docs/说明.md', 'src/b.ts']);
    expect(strFromU8(entries['docs/说明.md'])).toBe('# 模型工匠\n');
    expect(strFromU8(entries['src/b.ts'])).toBe('export const b = 1;\n');
  });

  it('nests everything under a folder when asked', () => {
    const entries = unzipSync(zipGeneration(generation, { folder: 'shop/' }));
    expect(Object.keys(entries).sort()).toEqual(['shop/docs/说明.md', 'shop/src/b.ts']);
  });

  it('is byte-identical regardless of the clock and the file order', async () => {
    const first = zipGeneration(generation);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const second = zipGeneration({ files: [...generation.files].reverse() });
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });
});

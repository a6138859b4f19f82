// writeGeneration and loadSetFromDir against a real temp directory.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { InvalidSetError } from '../../src/engine/errors';
import { UnsafePathError } from '../../src/engine/output-path';
import { loadSetFromDir } from '../../src/node/load-set';
import { writeGeneration } from '../../src/node/write-generation';

const temp = (): string => mkdtempSync(path.join(tmpdir(), 'codegen-test-'));

describe('writeGeneration', () => {
  it('writes nested files and returns their absolute paths', () => {
    const dir = temp();
    const written = writeGeneration(
      { files: [{ path: 'src/deep/a.ts', content: '中文\n', language: 'typescript', setId: 's' }] },
      path.join(dir, 'out'),
    );
    expect(written).toEqual([path.join(dir, 'out', 'src', 'deep', 'a.ts')]);
    expect(readFileSync(written[0], 'utf8')).toBe('中文\n');
  });

  it('never writes outside the root, even for a hand-made generation', () => {
    const dir = temp();
    const out = path.join(dir, 'out');
    for (const bad of ['../escape.txt', '/tmp/abs.txt', 'a/../../escape.txt', '..\\escape.txt']) {
      expect(() =>
        writeGeneration({ files: [{ path: bad, content: 'x', language: 'text', setId: 's' }] }, out),
      ).toThrow(UnsafePathError);
    }
    expect(existsSync(path.join(dir, 'escape.txt'))).toBe(false);
  });
});

describe('loadSetFromDir', () => {
  function writeSet(manifest: object, templates: Record<string, string>): string {
    const dir = temp();
    mkdirSync(path.join(dir, 'templates', 'parts'), { recursive: true });
    writeFileSync(path.join(dir, 'set.json'), JSON.stringify(manifest));
    for (const [name, body] of Object.entries(templates))
      writeFileSync(path.join(dir, 'templates', name), body);
    return dir;
  }

  const manifest = {
    id: 'disk-set',
    name: '磁盘模板集',
    description: '',
    language: 'text',
    tags: [],
    version: '1.0.0',
    files: [{ path: 'a.txt', template: 'a.liquid', scope: 'project', language: 'text' }],
  };

  it('reads set.json and every template, including sub-folders', () => {
    const set = loadSetFromDir(writeSet(manifest, { 'a.liquid': 'A', 'parts/b.liquid': 'B' }));
    expect(set).toEqual({ ...manifest, templates: { 'a.liquid': 'A', 'parts/b.liquid': 'B' } });
  });

  it('fails clearly on a missing manifest, bad JSON or a missing template', () => {
    const empty = temp();
    expect(() => loadSetFromDir(empty)).toThrow(`目录 ${empty} 中没有 set.json，不是模板集`);
    const broken = temp();
    writeFileSync(path.join(broken, 'set.json'), '{ nope');
    expect(() => loadSetFromDir(broken)).toThrow('set.json 不是合法的 JSON');
    expect(() => loadSetFromDir(writeSet(manifest, {}))).toThrow(InvalidSetError);
  });
});

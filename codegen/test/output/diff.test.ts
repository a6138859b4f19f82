// diffGenerations: added, removed and changed files, with a unified diff and line counts per change.
import type { GeneratedFile } from '../../src/engine/render-set';
import { diffGenerations } from '../../src/output/diff';

const file = (path: string, content: string): GeneratedFile => ({
  path,
  content,
  language: 'text',
  setId: 's',
});

describe('diffGenerations', () => {
  const prev = {
    files: [file('a.txt', 'one\ntwo\nthree\n'), file('gone.txt', 'x\n'), file('same.txt', 's\n')],
  };
  const next = {
    files: [file('z-new.txt', 'new\n'), file('same.txt', 's\n'), file('a.txt', 'one\n2\nthree\nfour\n')],
  };

  it('sorts files into added, removed, changed and unchanged', () => {
    const diff = diffGenerations(prev, next);
    expect(diff.added.map((f) => f.path)).toEqual(['z-new.txt']);
    expect(diff.removed.map((f) => f.path)).toEqual(['gone.txt']);
    expect(diff.changed.map((f) => f.path)).toEqual(['a.txt']);
    expect(diff.unchanged).toBe(1);
  });

  it('gives a unified diff with counts', () => {
    const [changed] = diffGenerations(prev, next).changed;
    expect(changed.additions).toBe(2);
    expect(changed.deletions).toBe(1);
    expect(changed.patch).toContain('--- a/a.txt');
    expect(changed.patch).toContain('+++ b/a.txt');
    expect(changed.patch).toContain('@@ -1,3 +1,4 @@');
    expect(changed.patch).toContain('\n-two\n+2\n three\n+four\n');
  });

  it('reports nothing between identical generations', () => {
    expect(diffGenerations(prev, prev)).toEqual({ added: [], removed: [], changed: [], unchanged: 3 });
  });
});

// npm reads the workspaces from the root package.json literally, so it cannot be derived from the
// platform manifest (contract/src/manifest.json): this test keeps the two in step instead.
import fs from 'node:fs';
import path from 'node:path';
import { manifest } from '@modelsmith/contract';
import { repoRoot } from './compose-model';

const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
  workspaces: string[];
};

describe('root package.json workspaces', () => {
  it.each([manifest.shell, ...manifest.remotes].map((container) => [container.dir]))(
    'lists the container folder %s, which holds a package',
    (dir) => {
      expect(rootPackage.workspaces).toContain(dir);
      expect(fs.existsSync(path.join(repoRoot, dir, 'package.json'))).toBe(true);
    },
  );

  it('lists no mf-* folder the manifest lacks', () => {
    const remotes = rootPackage.workspaces.filter((dir) => dir.startsWith('mf-'));
    expect(remotes.sort()).toEqual(manifest.remotes.map((remote) => remote.dir).sort());
  });
});

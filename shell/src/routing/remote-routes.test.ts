// Each remote's src/routes.tsx exposes exactly the paths the platform manifest gives it: a path only one
// of them knows would silently become /404. The remote is required by its folder from the manifest, not
// imported by name, so the shell's sources still never import a remote (lint boundary).
import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { manifest } from '@modelsmith/contract';

const repoRoot = path.resolve(__dirname, '../../..');

const routesModule = (dir: string) =>
  import(path.join(repoRoot, dir, 'src/routes')) as Promise<{ routes: RouteObject[] }>;

const pathsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);

describe.each(manifest.remotes.map((remote) => [remote.dir, remote] as const))(
  '%s/src/routes.tsx',
  (_dir, remote) => {
    it('exposes exactly the paths of its manifest entry', async () => {
      const { routes } = await routesModule(remote.dir);
      expect(pathsOf(routes).sort()).toEqual(remote.routes.map((route) => route.path).sort());
    });

    it('renders every path as a lazy page, so no page code loads with the route table', async () => {
      const { routes } = await routesModule(remote.dir);
      for (const route of routes) {
        const page = (route.element as ReactElement<{ children: ReactElement }>).props.children;
        expect(`${route.path}: ${String((page.type as { $$typeof?: symbol }).$$typeof)}`).toBe(
          `${route.path}: ${String(Symbol.for('react.lazy'))}`,
        );
      }
    });

    it('records its React under its manifest name when the shell loads it (src/expose.ts)', () => {
      const expose = fs.readFileSync(path.join(repoRoot, remote.dir, 'src/expose.ts'), 'utf8');
      expect(expose).toContain(`recordContainer('${remote.name}', React)`);
      expect(expose).toContain(`export { routes } from './routes'`);
    });

    it('mounts its standalone page under its manifest name (src/bootstrap.tsx)', () => {
      const bootstrap = fs.readFileSync(path.join(repoRoot, remote.dir, 'src/bootstrap.tsx'), 'utf8');
      expect(bootstrap).toContain(`mountStandalone({ name: '${remote.name}'`);
    });
  },
);

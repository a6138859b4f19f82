// The bundled official sets: in sync with codegen/sets on disk, and each renders every test model.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { loadOfficialSetsFromDisk, loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { getOfficialSet, officialSets, OFFICIAL_SET_IDS } from '../../src/sets/official';
import { testModels } from '../support/models';
import { renderOfficial } from '../support/render-official';

describe('official sets', () => {
  it('official.generated.ts is not stale (re-run node codegen/scripts/bundle-sets.mjs after editing a set)', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(__dirname, '..', '..', 'scripts', 'bundle-sets.mjs'), '--check'],
      {
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.each(loadOfficialSetsFromDisk().map((set) => [set.id] as const))(
    '%s reaches users without partials, rendering byte-identically to its files on disk',
    (id) => {
      const raw = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, id));
      const inlined = getOfficialSet(id)!;
      const named = new Set(inlined.files.map((f) => f.template));
      expect(Object.keys(inlined.templates).filter((name) => !named.has(name))).toEqual([]);
      for (const { model } of testModels())
        expect(renderOfficial(model, inlined)).toEqual(renderOfficial(model, raw));
    },
  );

  it('bundles exactly what is on disk', () => {
    const disk = loadOfficialSetsFromDisk();
    expect([...officialSets].sort((a, b) => a.id.localeCompare(b.id))).toEqual(disk);
  });

  it('lists the sets in the product order and finds them by id', () => {
    const ids = officialSets.map((s) => s.id);
    const known = OFFICIAL_SET_IDS.filter((id) => ids.includes(id));
    expect(ids.slice(0, known.length)).toEqual(known);
    expect(getOfficialSet(ids[0])?.id).toBe(ids[0]);
    expect(getOfficialSet('no-such-set')).toBeUndefined();
  });

  describe.each(officialSets.map((set) => [set.id, set] as const))('%s', (_id, set) => {
    it.each(testModels().map(({ name, model }) => [name, model] as const))(
      'renders %s byte-identically twice',
      (_name, model) => {
        const files = renderOfficial(model, set);
        expect(files.length).toBeGreaterThan(0);
        expect(renderOfficial(model, set)).toEqual(files);
      },
    );
  });
});

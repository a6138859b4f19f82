// Renders a model × set into a fresh temp directory (for the toolchain checks) and returns the directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Model } from '../../src/model/types';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { writeGeneration } from '../../src/node/write-generation';
import { testModels } from './models';
import { renderOfficial } from './render-official';

/** Reads the set from codegen/sets/<setId> on disk, so a toolchain test sees template edits without re-bundling. */
export function generateToDir(model: Model, setId: string, dir?: string): string {
  const out = dir ?? mkdtempSync(path.join(tmpdir(), `modelsmith-${setId}-`));
  const set = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, setId));
  writeGeneration({ files: renderOfficial(model, set) }, out);
  return out;
}

export interface GeneratedRoot {
  root: string;
  /** Folder names under root, one per test model. */
  projects: string[];
  cleanup: () => void;
}

/** Generates every test model through the set, each into <fresh temp root>/<model name>. */
export function generateEveryModel(setId: string): GeneratedRoot {
  const root = mkdtempSync(path.join(tmpdir(), `modelsmith-${setId}-check-`));
  const projects = testModels().map(({ name, model }) => {
    generateToDir(model, setId, path.join(root, name));
    return name;
  });
  return { root, projects, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

// Reads template sets from disk (Node only): set.json plus every file under templates/.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { InvalidSetError } from '../engine/errors';
import { parseTemplateSet } from '../sets/parse-set';
import type { TemplateSet } from '../sets/types';
import { withPartialsInlined } from '../sets/inline-partials';

/** codegen/sets, both from src/node (ts) and dist/node (built). */
export const OFFICIAL_SETS_DIR = path.resolve(__dirname, '..', '..', 'sets');

function readTemplates(dir: string, prefix = ''): [string, string][] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name): [string, string][] => {
      const full = path.join(dir, name);
      const relative = prefix ? `${prefix}/${name}` : name;
      return statSync(full).isDirectory()
        ? readTemplates(full, relative)
        : [[relative, readFileSync(full, 'utf8')]];
    });
}

export function loadSetFromDir(dir: string): TemplateSet {
  const manifestPath = path.join(dir, 'set.json');
  if (!existsSync(manifestPath)) throw new Error(`目录 ${dir} 中没有 set.json，不是模板集`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (error) {
    throw new Error(`${manifestPath} 不是合法的 JSON：${(error as Error).message}`);
  }
  const templates = Object.fromEntries(readTemplates(path.join(dir, 'templates')));
  const parsed = parseTemplateSet({ ...(manifest as object), templates });
  if (!parsed.ok) throw new InvalidSetError(path.basename(dir), parsed.problems);
  return parsed.set;
}

export function loadOfficialSetsFromDisk(dir: string = OFFICIAL_SETS_DIR): TemplateSet[] {
  return readdirSync(dir)
    .sort()
    .filter((id) => existsSync(path.join(dir, id, 'set.json')))
    .map((id) => withPartialsInlined(loadSetFromDir(path.join(dir, id))));
}

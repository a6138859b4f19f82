// The official sets, bundled at build time so the browser needs no file system.
import { withPartialsInlined } from './inline-partials';
import { BUNDLED_SETS } from './official.generated';
import type { TemplateSet } from './types';

/** Render limits for the product's own sets: the defaults guard against user templates, and one file of a
 * 60-table schema on a busy server may take longer than those allow. */
export const OFFICIAL_SET_LIMITS = { renderMs: 10_000, totalMs: 60_000 };

/** Display order of the official sets; any other bundled set follows alphabetically. */
export const OFFICIAL_SET_IDS = [
  'spring-boot-mybatis-plus',
  'nestjs-typeorm',
  'react-antd-crud',
  'vue3-element-plus-crud',
  'fastapi-sqlalchemy',
  'go-gorm',
  'typescript-zod',
  'mysql-ddl',
  'postgresql-ddl',
] as const;

const rank = (id: string): number => {
  const i = (OFFICIAL_SET_IDS as readonly string[]).indexOf(id);
  return i === -1 ? OFFICIAL_SET_IDS.length : i;
};

/** The official sets as users see and fork them: each file self-contained (see inline-partials.ts). */
export const officialSets: TemplateSet[] = BUNDLED_SETS.map(withPartialsInlined).sort(
  (a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id),
);

export function getOfficialSet(id: string): TemplateSet | undefined {
  return officialSets.find((set) => set.id === id);
}

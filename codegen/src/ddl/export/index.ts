// exportDdl: the model's schema as one SQL script, rendered by the official DDL set of that dialect,
// so "export DDL" and generating with the mysql-ddl / postgresql-ddl set always give the same script.
import { renderSet } from '../../engine/render-set';
import type { Model } from '../../model/types';
import { getOfficialSet } from '../../sets/official';

export const DDL_DIALECTS = ['mysql', 'postgresql'] as const;
export type DdlDialect = (typeof DDL_DIALECTS)[number];

/** Render limits for the product's own sets (the defaults are for user templates). */
export const OFFICIAL_SET_LIMITS = { renderMs: 10_000, totalMs: 60_000 };

const SET_OF_DIALECT: Record<DdlDialect, string> = { mysql: 'mysql-ddl', postgresql: 'postgresql-ddl' };

/** Throws InvalidModelError for an invalid model and a plain Error for an unknown dialect. */
export function exportDdl(model: Model, dialect: DdlDialect): string {
  if (!(DDL_DIALECTS as readonly string[]).includes(dialect))
    throw new Error(`不支持的数据库方言「${String(dialect)}」：只能是 mysql 或 postgresql`);
  const set = getOfficialSet(SET_OF_DIALECT[dialect]);
  if (!set)
    throw new Error(
      `缺少官方模板集 ${SET_OF_DIALECT[dialect]}，请重新运行 node codegen/scripts/bundle-sets.mjs`,
    );
  // An official set is trusted: the per-file limit guards against user templates, and one script for a
  // 60-table schema on a busy server may take longer than that.
  const [script] = renderSet(model, set, { limits: OFFICIAL_SET_LIMITS });
  return script.content;
}

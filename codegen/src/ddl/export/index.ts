// exportDdl: the model's schema as one SQL script, rendered by the official DDL set of that dialect,
// so "export DDL" and generating with the mysql-ddl / postgresql-ddl set always give the same script.
import { renderSet } from '../../engine/render-set';
import type { Model } from '../../model/types';
import { getOfficialSet, OFFICIAL_SET_LIMITS } from '../../sets/official';

export const DDL_DIALECTS = ['mysql', 'postgresql'] as const;
export type DdlDialect = (typeof DDL_DIALECTS)[number];

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
  const [script] = renderSet(model, set, { limits: OFFICIAL_SET_LIMITS });
  return script.content;
}

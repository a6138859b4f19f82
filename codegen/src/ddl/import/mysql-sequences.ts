// MariaDB sequences: `CREATE SEQUENCE s …`, or mariadb-dump's `CREATE TABLE s (next_not_cached_value …) SEQUENCE=1`,
// which is no table of data. Kept whole for the MySQL DDL, which creates them before the tables whose defaults draw
// from them (`DEFAULT nextval(s)`, `NEXT VALUE FOR s`).
import type { Model, MysqlSequence } from '../../model/types';
import { mysqlSequenceName } from '../../model/validate-mysql-sequences';
import { summarize, type Skipped } from './raw';

export interface ScriptMysqlSequence extends MysqlSequence {
  line: number;
}

/** The MariaDB sequence a statement (comments blanked) creates, or undefined for another statement. */
export function readMysqlSequence(text: string, line: number): ScriptMysqlSequence | undefined {
  const definition = text.trim().replace(/;\s*$/, '').trim();
  if (!/^CREATE\s+(?:OR\s+REPLACE\s+)?(?:SEQUENCE|TABLE)\b/i.test(definition)) return undefined;
  const name = mysqlSequenceName(definition);
  return name === undefined ? undefined : { name, definition, line };
}

const QUALIFIED_DRAW =
  /\b(nextval\s*\(\s*|NEXT\s+VALUE\s+FOR\s+)(?:`(?:[^`]|``)+`|\w+)\s*\.\s*(`(?:[^`]|``)+`|\w+)/gi;

/**
 * Keeps the script's sequences (the last CREATE of each name) in `model.project.mysqlSequences`, each listed, and
 * takes the database name out of the defaults that draw from them (mariadb-dump writes `nextval(\`db\`.\`s\`)`), so the
 * export runs in any database.
 */
export function keepMysqlSequences(
  result: { model: Model; approximations: Skipped[] },
  sequences: ScriptMysqlSequence[],
): void {
  if (sequences.length === 0) return;
  const byName = new Map(sequences.map((s) => [s.name.toLowerCase(), s]));
  const kept = [...byName.values()];
  for (const sequence of kept)
    result.approximations.push({
      statement: summarize(sequence.definition),
      line: sequence.line,
      reason: `MariaDB 序列 ${sequence.name} 已原样保留：MySQL 建表脚本在建表前创建它（只有 MariaDB 能执行，MySQL 8 没有序列）；PostgreSQL 建表脚本不包含它，用它取号的默认值导出到 PostgreSQL 时不带`,
    });
  for (const entity of result.model.entities)
    for (const field of entity.fields)
      if (field.defaultExpression?.dialect === 'mysql')
        field.defaultExpression.expression = field.defaultExpression.expression.replace(
          QUALIFIED_DRAW,
          (whole, draw: string, name: string) =>
            byName.has(name.replace(/`/g, '').toLowerCase()) ? `${draw}${name}` : whole,
        );
  result.model.project.mysqlSequences = kept.map(({ name, definition }) => ({ name, definition }));
}

// Reads PostgreSQL EXCLUDE constraints (in CREATE TABLE, or ALTER TABLE … ADD as pg_dump writes them) as text the
// PostgreSQL DDL writes back; the model keeps them for PostgreSQL only (see Exclusion).
import type { Exclusion } from '../../model/types';
import { isExclusionDefinition } from '../../model/validate';

import { summarize, type RawExclusion, type RawSchema, type RawTable } from './raw';
import { unquoted } from './table-text';

const EXCLUSION = /^\s*(?:CONSTRAINT\s+("(?:[^"]|"")+"|[\w$]+)\s+)?(EXCLUDE\b[\s\S]*?)\s*;?\s*$/i;

/** `[CONSTRAINT name] EXCLUDE …` → the name (unquoted) and the text from EXCLUDE on; undefined when not one. */
export function readExclusion(text: string, line: number): RawExclusion | undefined {
  const match = EXCLUSION.exec(text);
  if (!match) return undefined;
  const exclusion: RawExclusion = { definition: match[2], line };
  if (match[1]) exclusion.name = unquoted(match[1]);
  return exclusion;
}

/** The table's exclusions for the model, each listed as left out of the MySQL DDL (MySQL has none). */
export function buildExclusions(raw: RawTable, schema: RawSchema): Exclusion[] {
  return (raw.exclusions ?? []).flatMap((exclusion) => {
    const statement = `${raw.name}: ${exclusion.name ? `CONSTRAINT ${exclusion.name} ` : ''}${summarize(exclusion.definition)}`;
    if (!isExclusionDefinition(exclusion.definition)) {
      schema.skipped.push({
        statement,
        line: exclusion.line,
        reason: '排除约束（EXCLUDE）的定义过长或含有无法安全写回的内容（如注释、分号），已忽略',
      });
      return [];
    }
    schema.approximations.push({
      statement,
      line: exclusion.line,
      reason:
        '排除约束（EXCLUDE）是 PostgreSQL 的写法，MySQL 没有：导出到 MySQL 时不写（脚本中以注释说明），重叠的行不再被拒绝',
    });
    const kept: Exclusion = { definition: exclusion.definition };
    // A name no identifier can be (quoted, with spaces) is left to the database, as a CHECK's.
    if (exclusion.name && /^[A-Za-z_][A-Za-z0-9_]{0,62}$/.test(exclusion.name)) kept.name = exclusion.name;
    return [kept];
  });
}

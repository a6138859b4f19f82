// MariaDB's system-versioned tables (`WITH SYSTEM VERSIONING`, `GENERATED ALWAYS AS ROW START / END`,
// `PERIOD FOR SYSTEM_TIME (s, e)`), which the parser does not read: taken out of the CREATE TABLE before it is
// parsed, kept on the table (RawTable.systemVersioning).
import { unquoteName } from './qualified';
import type { RawSchema, RawTable } from './raw';
import { mask, type Definition, type TableText } from './table-text';

const WITH_VERSIONING = /\bWITH\s+SYSTEM\s+VERSIONING\b/i;
// `(?<!\s)`: tried once per blank run, not again from each of its blanks (quadratic on a long run).
const ROW_PERIOD = /(?<!\s)\s+GENERATED\s+ALWAYS\s+AS\s+ROW\s+(START|END)\b/i;
const PERIOD =
  /^\s*PERIOD\s+FOR\s+SYSTEM_TIME\s*\(\s*(`(?:[^`]|``)+`|[\w$]+)\s*,\s*(`(?:[^`]|``)+`|[\w$]+)\s*\)\s*$/i;
const LEADING_NAME = /^\s*(`(?:[^`]|``)+`|[\w$]+)/;

export interface SystemVersioningText {
  cut: TableText;
  definitions: Definition[];
  versioning?: { rowStart?: string; rowEnd?: string };
}

/** The table text without MariaDB's system-versioning clauses, and what they said (undefined: none). */
export function takeSystemVersioning(cut: TableText, definitions: Definition[]): SystemVersioningText {
  const withVersioning = WITH_VERSIONING.exec(mask(cut.tail));
  const period: { rowStart?: string; rowEnd?: string } = {};
  let found = withVersioning !== null;
  const rest: Definition[] = [];
  for (const definition of definitions) {
    const periodFor = PERIOD.exec(definition.text);
    if (periodFor) {
      found = true;
      continue;
    }
    const row = ROW_PERIOD.exec(mask(definition.text));
    const name = LEADING_NAME.exec(definition.text)?.[1];
    if (row && name) {
      found = true;
      period[row[1].toUpperCase() === 'START' ? 'rowStart' : 'rowEnd'] = unquoteName(name, 'mysql');
      const text = `${definition.text.slice(0, row.index)}${definition.text.slice(row.index + row[0].length)}`;
      rest.push({ ...definition, text });
      continue;
    }
    rest.push(definition);
  }
  if (!found) return { cut, definitions };
  const tail = withVersioning
    ? `${cut.tail.slice(0, withVersioning.index)}${cut.tail.slice(withVersioning.index + withVersioning[0].length)}`
    : cut.tail;
  return { cut: { ...cut, tail }, definitions: rest, versioning: withVersioning ? period : undefined };
}

/** Keeps the versioning on the table, listed: only MariaDB loads it back. */
export function keepSystemVersioning(
  t: RawTable,
  versioning: { rowStart?: string; rowEnd?: string },
  schema: RawSchema,
): void {
  const both = versioning.rowStart !== undefined && versioning.rowEnd !== undefined;
  t.systemVersioning = both ? versioning : {};
  schema.approximations.push({
    statement: `${t.name} WITH SYSTEM VERSIONING${both ? ` PERIOD FOR SYSTEM_TIME (${versioning.rowStart}, ${versioning.rowEnd})` : ''}`,
    line: t.line,
    reason: `系统版本表（保留每一行的历史版本）只由 MySQL 建表脚本写回：MariaDB 能执行，MySQL 8 不支持（该脚本在 MySQL 上报错）；导出到 PostgreSQL 时按普通表建立，不保留历史版本${both ? '，起止列为普通列' : ''}`,
  });
}

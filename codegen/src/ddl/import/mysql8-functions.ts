// Functions MySQL 8 has and MariaDB does not: an expression calling one loads on MySQL 8 only, whatever the export's
// header says (it promises MySQL 8.0.13+ and MariaDB 10.6+ for what the model writes itself).
import { mask } from './table-text';
import type { RawSchema } from './raw';

const MYSQL8_ONLY =
  /\b(BIN_TO_UUID|UUID_TO_BIN|IS_UUID|ST_GEOHASH|ST_LATFROMGEOHASH|ST_LONGFROMGEOHASH|ST_POINTFROMGEOHASH|REGEXP_LIKE|STATEMENT_DIGEST|STATEMENT_DIGEST_TEXT|ICU_VERSION)\s*\(/gi;

/** Lists the MySQL 8 functions a MySQL expression (a DEFAULT, a generated column) calls that MariaDB lacks. */
export function noteMysql8Functions(
  expression: string,
  statement: string,
  line: number,
  schema: RawSchema,
): void {
  if (schema.dialect !== 'mysql') return;
  const called = [...new Set([...mask(expression).matchAll(MYSQL8_ONLY)].map((m) => m[1].toUpperCase()))];
  if (called.length === 0) return;
  schema.approximations.push({
    statement,
    line,
    reason: `表达式用到 MySQL 8 才有的函数 ${called.join('、')}：导出的 MySQL 建表脚本只能在 MySQL 8 上执行，MariaDB 10.x 没有该函数（原脚本在 MariaDB 上同样报错）`,
  });
}

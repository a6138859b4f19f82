// MySQL refuses a table whose columns may together take more than 65535 bytes a row (ERROR 1118), counting each
// VARCHAR at its longest (utf8mb4: 4 bytes a character) and a TEXT or BLOB as a pointer only. PostgreSQL has no such
// limit: the MySQL DDL writes the longest VARCHARs of such a table as TEXT / MEDIUMTEXT, as MySQL advises.
import { MYSQL_ROW_BYTES, MYSQL_TEXT_BYTES, mysqlCharBytes } from './type-map';

export interface RowColumn {
  /** The column's MySQL type, as the DDL writes it. */
  mysqlType: string;
  /** Its MySQL character set (its own, else its table's); null = utf8mb4. */
  charset: string | null;
  /** A VARCHAR the DDL may write as TEXT: none a key takes whole (InnoDB keys a TEXT by a prefix only). */
  movable: boolean;
}

const FIXED: [RegExp, number][] = [
  [/^TINYINT\b/, 1],
  [/^SMALLINT\b/, 2],
  [/^MEDIUMINT\b/, 3],
  [/^(INT|INTEGER)\b/, 4],
  [/^BIGINT\b/, 8],
  [/^(DATE|YEAR)\b/, 3],
  [/^(TIME|DATETIME|TIMESTAMP)\b/, 8],
  [/^(FLOAT)\b/, 4],
  [/^(ENUM|SET)\b/, 8],
  [/^BIT\b/, 8],
  // A TEXT, BLOB or JSON value lives off the row, behind a pointer of up to 12 bytes.
  [
    /^((TINY|MEDIUM|LONG)?(TEXT|BLOB)|JSON|GEOMETRY|POINT|LINESTRING|POLYGON|MULTI\w+|GEOMCOLLECTION|GEOMETRYCOLLECTION)\b/,
    12,
  ],
];

/** The most bytes a column takes in a row. */
function rowBytes(column: RowColumn): number {
  const t = column.mysqlType.trim().toUpperCase();
  const chars = /^(VAR)?CHAR\s*\(\s*(\d+)\s*\)/.exec(t);
  if (chars) {
    const bytes = Number(chars[2]) * mysqlCharBytes(column.charset);
    return chars[1] ? bytes + (bytes > 255 ? 2 : 1) : bytes;
  }
  const binary = /^(VAR)?BINARY\s*\(\s*(\d+)\s*\)/.exec(t);
  if (binary) return Number(binary[2]) + (binary[1] ? 2 : 0);
  const decimal = /^(DECIMAL|NUMERIC)\s*\(\s*(\d+)/.exec(t);
  if (decimal) return Math.ceil(Number(decimal[2]) / 2) + 1;
  return FIXED.find(([pattern]) => pattern.test(t))?.[1] ?? 8;
}

/**
 * The columns (by position) the MySQL DDL writes as TEXT or MEDIUMTEXT so that the row fits, longest first, with their
 * new type; empty when it fits as it is.
 */
export function mysqlRowTexts(columns: RowColumn[]): Map<number, string> {
  const texts = new Map<number, string>();
  // One bit a nullable column, rounded up: counted for every column to stay on the safe side.
  const limit = MYSQL_ROW_BYTES - Math.ceil(columns.length / 8);
  const bytes = columns.map(rowBytes);
  let total = bytes.reduce((sum, b) => sum + b, 0);
  const movable = columns
    .map((c, i) => ({
      c,
      i,
      length: Number(/^VARCHAR\s*\(\s*(\d+)\s*\)/i.exec(c.mysqlType.trim())?.[1] ?? 0),
    }))
    .filter(({ c, length }) => c.movable && length > 0)
    .sort((a, b) => bytes[b.i] - bytes[a.i] || a.i - b.i);
  for (const { c, i, length } of movable) {
    if (total <= limit) break;
    const type = length * mysqlCharBytes(c.charset) <= MYSQL_TEXT_BYTES ? 'TEXT' : 'MEDIUMTEXT';
    texts.set(i, type);
    total += 12 - bytes[i];
  }
  return texts;
}

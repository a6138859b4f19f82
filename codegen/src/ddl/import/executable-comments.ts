// MySQL's executable comments, `/*! … *\/` and `/*!NNNNN … *\/` (MariaDB also `/*M!NNNNNN … *\/`), are code to the
// server: mysqldump wraps views, triggers, partitions and charsets in them. They are unwrapped before the script is
// split, so the import reads what the server runs.
import { skipLine } from './split';

/** Newest MySQL version (5 digits, 80400 = 8.4.0) and MariaDB version (6 digits) whose comments a server runs. */
const MYSQL_LATEST = 89999;
const MARIADB_LATEST = 899999;

/**
 * The script with the marks of every executable comment a MySQL 8 or MariaDB server runs blanked out, their content
 * kept as code: same length and same line breaks, so offsets and line numbers stay those of the script. A comment
 * for a later version (mariadb-dump's `/*M!999999\- enable the sandbox mode *\/`) stays a comment.
 */
export function runExecutableComments(sql: string): string {
  let out = '';
  let i = 0;
  // Inside an executable comment: its `*/` closes it.
  let open = false;
  while (i < sql.length) {
    const ch = sql[i];
    let stop = i + 1;
    if (ch === "'" || ch === '"' || ch === '`') stop = skipQuoted(sql, i, ch);
    else if ((ch === '-' && sql[i + 1] === '-' && /\s/.test(sql[i + 2] ?? ' ')) || ch === '#')
      stop = skipLine(sql, i);
    else if (open && ch === '*' && sql[i + 1] === '/') {
      out += '  ';
      open = false;
      i += 2;
      continue;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const mark = /^\/\*(M?)!(\d*)/.exec(sql.slice(i, i + 12));
      const version = mark && mark[2] !== '' ? Number(mark[2].slice(0, mark[1] ? 6 : 5)) : 0;
      if (mark && !open && version <= (mark[1] ? MARIADB_LATEST : MYSQL_LATEST)) {
        // The version is 5 digits (6 for MariaDB): what follows it is code, as in `/*!50100PARTITION BY`.
        const length = 3 + mark[1].length + Math.min(mark[2].length, mark[1] ? 6 : 5);
        out += ' '.repeat(length);
        open = true;
        i += length;
        continue;
      }
      const end = sql.indexOf('*/', i + 2);
      stop = end < 0 ? sql.length : end + 2;
    }
    out += sql.slice(i, stop);
    i = stop;
  }
  return out;
}

function skipQuoted(sql: string, from: number, quote: string): number {
  let i = from + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && quote !== '`') i += 2;
    else if (sql[i] === quote && sql[i + 1] === quote) i += 2;
    else if (sql[i] === quote) return i + 1;
    else i += 1;
  }
  return sql.length;
}

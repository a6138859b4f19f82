// How the MySQL DDL writes an index's key: MySQL indexes a TEXT or BLOB column only by a prefix, and no JSON column
// at all. An index the model keeps whole (as PostgreSQL does) gets a prefix that fits InnoDB's key limit.

/** InnoDB's longest key (DYNAMIC rows, 16 KB pages), in bytes, over all its parts. */
export const MYSQL_MAX_KEY_BYTES = 3072;
/** utf8mb4: a character takes up to 4 bytes in a key. */
const BYTES_PER_CHAR = 4;
/** A prefix the export chooses for a plain index: enough to tell most values apart, and cheap. */
const PLAIN_PREFIX = 255;
/** What a key part of another type (numbers, dates, ENUM) takes at most; DECIMAL(65,…) is the largest. */
const OTHER_BYTES = 32;

export interface MysqlKey {
  /** The prefix of each part the MySQL DDL writes: the model's own, or one chosen here; null for a whole column. */
  prefixLengths: (number | null)[];
  /** Parts (by position) whose prefix was chosen here: their column MySQL cannot index whole. */
  chosen: number[];
  /** The first part MySQL cannot index at all (a JSON column), or null: MySQL's DDL leaves such an index out. */
  unindexable: number | null;
}

type PartKind = { kind: 'text' | 'blob' | 'json' } | { kind: 'sized'; bytes: number; perUnit: number };

/** What a MySQL column type is for an index key. */
function partKind(mysqlType: string): PartKind {
  const t = mysqlType.trim().toUpperCase();
  if (/^JSON\b/.test(t)) return { kind: 'json' };
  if (/^(TINY|MEDIUM|LONG)?TEXT\b/.test(t)) return { kind: 'text' };
  if (/^(TINY|MEDIUM|LONG)?BLOB\b/.test(t)) return { kind: 'blob' };
  const chars = /^(?:NATIONAL\s+)?(?:VAR)?CHAR(?:ACTER)?(?:\s+VARYING)?\s*\(\s*(\d+)\s*\)/.exec(t);
  if (chars) return { kind: 'sized', bytes: Number(chars[1]) * BYTES_PER_CHAR, perUnit: BYTES_PER_CHAR };
  const bytes = /^(?:VAR)?BINARY\s*\(\s*(\d+)\s*\)/.exec(t);
  if (bytes) return { kind: 'sized', bytes: Number(bytes[1]), perUnit: 1 };
  return { kind: 'sized', bytes: OTHER_BYTES, perUnit: 1 };
}

/**
 * The MySQL key of an index: `types` is each part's MySQL column type, `prefixLengths` the model's prefixes (null
 * for a whole column). A whole TEXT or BLOB column gets a prefix: together with the other parts the key stays within
 * InnoDB's 3072 bytes (utf8mb4 text counts 4 bytes a character). A unique index gets the longest prefix that fits
 * (its uniqueness then holds over the prefix only); a plain one at most 255 characters or bytes.
 */
export function mysqlKeyOf(types: string[], prefixLengths: (number | null)[], unique: boolean): MysqlKey {
  const kinds = types.map(partKind);
  const unindexable = kinds.findIndex((k) => k.kind === 'json');
  const open: number[] = [];
  let used = 0;
  kinds.forEach((k, i) => {
    const prefix = prefixLengths[i] ?? null;
    if (k.kind === 'json') return;
    if (k.kind === 'text') {
      if (prefix === null) open.push(i);
      else used += prefix * BYTES_PER_CHAR;
    } else if (k.kind === 'blob') {
      if (prefix === null) open.push(i);
      else used += prefix;
    } else if (k.kind === 'sized') used += prefix === null ? k.bytes : Math.min(k.bytes, prefix * k.perUnit);
  });
  const share = open.length ? Math.floor(Math.max(MYSQL_MAX_KEY_BYTES - used, 0) / open.length) : 0;
  const lengths = kinds.map((_, i) => prefixLengths[i] ?? null);
  for (const i of open) {
    const units = kinds[i].kind === 'text' ? Math.floor(share / BYTES_PER_CHAR) : share;
    lengths[i] = Math.max(1, unique ? units : Math.min(units, PLAIN_PREFIX));
  }
  return { prefixLengths: lengths, chosen: open, unindexable: unindexable < 0 ? null : unindexable };
}

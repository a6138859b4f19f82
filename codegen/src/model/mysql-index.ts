// How the MySQL DDL writes an index's key: MySQL indexes a TEXT or BLOB column only by a prefix, and no JSON column
// at all. An index the model keeps whole (as PostgreSQL does) gets a prefix that fits InnoDB's key limit.

/** InnoDB's longest key (DYNAMIC rows, 16 KB pages), in bytes, over all its parts. */
export const MYSQL_MAX_KEY_BYTES = 3072;
/** utf8mb4 (the export's default tables): a character takes up to 4 bytes in a key. */
const BYTES_PER_CHAR = 4;
/** A prefix the export chooses for a plain index: enough to tell most values apart, and cheap. */
const PLAIN_PREFIX = 255;
/** What a key part of another type (numbers, dates, ENUM) takes at most; DECIMAL(65,…) is the largest. */
const OTHER_BYTES = 32;

/**
 * The MySQL column type of each key part for mysqlKeyOf: a MySQL functional part (`(lower(email))`) keys the
 * expression's value, never its column by a prefix (a JSON column's `cast(j->>'$.a' as char(20))` is indexable), so it
 * counts as a part of bounded size.
 */
export function keyPartTypes(
  columnTypes: string[],
  index: { expressions?: (string | null)[]; expressionsDialect?: 'mysql' },
): string[] {
  return columnTypes.map((type, i) =>
    index.expressionsDialect === 'mysql' && index.expressions?.[i] ? 'BIGINT' : type,
  );
}

export interface MysqlKey {
  /** The prefix of each part the MySQL DDL writes: the model's own, or one chosen here; null for a whole column. */
  prefixLengths: (number | null)[];
  /** Parts (by position) whose prefix was chosen here: their column MySQL cannot index whole. */
  chosen: number[];
  /** The first part MySQL cannot index at all (a JSON column), or null: MySQL's DDL leaves such an index out. */
  unindexable: number | null;
}

type PartKind =
  | { kind: 'text' | 'blob' | 'json' }
  /** A column of bounded size; `prefixable`: VARCHAR / CHAR / (VAR)BINARY, which MySQL indexes by a prefix too. */
  | { kind: 'sized'; bytes: number; perUnit: number; prefixable?: boolean };

/** What a MySQL column type is for an index key; `perChar`: the bytes a character of its character set takes. */
function partKind(mysqlType: string, perChar: number): PartKind {
  const t = mysqlType.trim().toUpperCase();
  if (/^JSON\b/.test(t)) return { kind: 'json' };
  if (/^(TINY|MEDIUM|LONG)?TEXT\b/.test(t)) return { kind: 'text' };
  if (/^(TINY|MEDIUM|LONG)?BLOB\b/.test(t)) return { kind: 'blob' };
  const chars = /^(?:NATIONAL\s+)?(?:VAR)?CHAR(?:ACTER)?(?:\s+VARYING)?\s*\(\s*(\d+)\s*\)/.exec(t);
  if (chars)
    return {
      kind: 'sized',
      bytes: Number(chars[1]) * perChar,
      perUnit: perChar,
      prefixable: true,
    };
  const bytes = /^(?:VAR)?BINARY\s*\(\s*(\d+)\s*\)/.exec(t);
  if (bytes) return { kind: 'sized', bytes: Number(bytes[1]), perUnit: 1, prefixable: true };
  return { kind: 'sized', bytes: OTHER_BYTES, perUnit: 1 };
}

/**
 * The MySQL key of an index: `types` is each part's MySQL column type, `prefixLengths` the model's prefixes (null
 * for a whole column), `charBytes` the bytes a character of each part's character set takes (4, utf8mb4's, when not
 * given). A whole TEXT or BLOB column gets a prefix, and so do whole VARCHAR / VARBINARY columns whose bytes
 * together pass InnoDB's 3072: the parts that fit whole stay whole, smallest first, and the longer ones share the rest
 * equally. A unique index gets the longest prefixes that fit (its uniqueness then holds over the prefixes only); a
 * plain one at most 255 characters or bytes of a TEXT or BLOB.
 */
export function mysqlKeyOf(
  types: string[],
  prefixLengths: (number | null)[],
  unique: boolean,
  charBytes: number[] = [],
): MysqlKey {
  const kinds = types.map((type, i) => partKind(type, charBytes[i] ?? BYTES_PER_CHAR));
  const unindexable = kinds.findIndex((k) => k.kind === 'json');
  // Parts the export may shorten: every whole TEXT / BLOB, and every whole VARCHAR / VARBINARY (bytes, per unit).
  const open: { i: number; bytes: number; perUnit: number; sized: boolean }[] = [];
  let used = 0;
  kinds.forEach((k, i) => {
    const prefix = prefixLengths[i] ?? null;
    if (k.kind === 'json') return;
    if (k.kind === 'sized') {
      if (prefix !== null) used += Math.min(k.bytes, prefix * k.perUnit);
      else if (k.prefixable) open.push({ i, bytes: k.bytes, perUnit: k.perUnit, sized: true });
      else used += k.bytes;
      return;
    }
    const perUnit = k.kind === 'text' ? (charBytes[i] ?? BYTES_PER_CHAR) : 1;
    if (prefix === null) open.push({ i, bytes: Infinity, perUnit, sized: false });
    else used += prefix * perUnit;
  });
  const lengths = kinds.map((_, i) => prefixLengths[i] ?? null);
  const wholeBytes = open.reduce((sum, p) => sum + p.bytes, 0);
  if (open.every((p) => p.sized) && used + wholeBytes <= MYSQL_MAX_KEY_BYTES)
    return { prefixLengths: lengths, chosen: [], unindexable: unindexable < 0 ? null : unindexable };
  // Smallest first: a part that fits in its share stays whole and leaves the rest to the longer ones.
  let budget = Math.max(MYSQL_MAX_KEY_BYTES - used, 0);
  const chosen: number[] = [];
  const bySize = [...open].sort((a, b) => a.bytes - b.bytes);
  bySize.forEach((part, n) => {
    const share = Math.floor(budget / (bySize.length - n));
    if (part.sized && part.bytes <= share) {
      budget -= part.bytes;
      return;
    }
    const units = Math.max(1, Math.floor(share / part.perUnit));
    lengths[part.i] = part.sized || unique ? units : Math.min(units, PLAIN_PREFIX);
    budget -= lengths[part.i]! * part.perUnit;
    chosen.push(part.i);
  });
  chosen.sort((a, b) => a - b);
  return { prefixLengths: lengths, chosen, unindexable: unindexable < 0 ? null : unindexable };
}

// The names PostgreSQL gets for a table's indexes or CHECK constraints: a MySQL project's name may run to 64
// characters (192 bytes in Chinese), PostgreSQL keeps 63 bytes of one and would cut two alike to the same name.

const MAX_POSTGRESQL_NAME_BYTES = 63;

const encoder = new TextEncoder();
const byteLength = (text: string): number => encoder.encode(text).length;

/** FNV-1a of the text's UTF-8 bytes, as 8 hex digits: the same name always gets the same tag. */
function tagOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of encoder.encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** UTF-8 bytes of one character (a code point; a lone surrogate is written as U+FFFD, 3 bytes). */
const charBytes = (ch: string): number => {
  const code = ch.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** The longest start of `text` (whole characters) of at most `bytes` bytes, in one pass however long the text. */
export function cutToBytes(text: string, bytes: number): string {
  let length = 0;
  let end = 0;
  for (const ch of text) {
    length += charBytes(ch);
    if (length > bytes) break;
    end += ch.length;
  }
  return text.slice(0, end);
}

/**
 * Each name as the PostgreSQL DDL writes it: itself when it fits 63 bytes, else its start and a tag made from the
 * whole name (`…_1a2b3c4d`), never one another name of the list has, ignoring case. Null stays null.
 */
export function postgresqlNames(names: (string | null)[]): (string | null)[] {
  const taken = new Set(
    names
      .filter((n): n is string => n !== null && byteLength(n) <= MAX_POSTGRESQL_NAME_BYTES)
      .map((n) => n.toLowerCase()),
  );
  return names.map((name) => {
    if (name === null || byteLength(name) <= MAX_POSTGRESQL_NAME_BYTES) return name;
    for (let n = 0; ; n += 1) {
      const tag = `_${tagOf(n === 0 ? name : `${name}#${n}`)}`;
      const short = cutToBytes(name, MAX_POSTGRESQL_NAME_BYTES - tag.length) + tag;
      if (taken.has(short.toLowerCase())) continue;
      taken.add(short.toLowerCase());
      return short;
    }
  });
}

/**
 * The name an index takes when an earlier table of its schema took its own (PostgreSQL's index names are one per
 * schema): `table_name`, cut as postgresqlNames cuts a long one, so PostgreSQL never cuts it to another.
 */
export function postgresqlNameWithTable(table: string, name: string): string {
  const whole = `${table}_${name}`;
  if (byteLength(whole) <= MAX_POSTGRESQL_NAME_BYTES) return whole;
  const tag = `_${tagOf(whole)}`;
  return cutToBytes(whole, MAX_POSTGRESQL_NAME_BYTES - tag.length) + tag;
}

// The defaults the model keeps as keywords (Field.defaultValue CURRENT_TIMESTAMP / CURRENT_DATE / UUID): the SQL
// functions that give them and the keyword a field of each type keeps. One reading for the DDL import and for the
// export of a domain column, which must know whether the import took the domain's DEFAULT into the field.
import type { FieldType } from './types';

export type DefaultKeyword = 'CURRENT_TIMESTAMP' | 'CURRENT_DATE' | 'UUID';

export const TIMESTAMP_FUNCTIONS =
  /^(CURRENT_TIMESTAMP|NOW|LOCALTIMESTAMP|SYSDATE|GETDATE|TRANSACTION_TIMESTAMP)$/i;
// Random UUIDs only: uuid_generate_v1() / v1mc() are time-based, which the UUID keyword (gen_random_uuid()) is not.
export const UUID_FUNCTIONS = /^(UUID|GEN_RANDOM_UUID|UUID_GENERATE_V4)$/i;

/** The keyword a function or keyword of that name gives (`now` → CURRENT_TIMESTAMP); undefined for another. */
export function defaultKeywordOf(name: string): DefaultKeyword | undefined {
  if (TIMESTAMP_FUNCTIONS.test(name)) return 'CURRENT_TIMESTAMP';
  if (/^CURRENT_DATE$/i.test(name)) return 'CURRENT_DATE';
  return UUID_FUNCTIONS.test(name) ? 'UUID' : undefined;
}

/** The keyword a DEFAULT written as `text` gives (`now()`, `pg_catalog.now()`, `CURRENT_DATE`); undefined for another. */
export const defaultKeywordOfText = (text: string): DefaultKeyword | undefined => {
  const call = /^\s*(?:"?[\w$]+"?\s*\.\s*)?"?(\w+)"?\s*(?:\(\s*\))?\s*$/.exec(text);
  return call ? defaultKeywordOf(call[1]) : undefined;
};

/** The default a field of `type` keeps for a DEFAULT that is `keyword`; undefined when its type has none for it. */
export function keywordDefaultFor(type: FieldType, keyword: DefaultKeyword): DefaultKeyword | undefined {
  if (keyword === 'UUID') return type === 'uuid' || type === 'string' ? 'UUID' : undefined;
  // The current time on a date column is today's date (PostgreSQL casts now(), MySQL keeps the date part).
  if (type === 'date') return 'CURRENT_DATE';
  return type === 'datetime' && keyword === 'CURRENT_TIMESTAMP' ? keyword : undefined;
}

// An index created on one PostgreSQL partition only (the table's own indexes cover every partition): kept on the
// partition in the model (Partition.indexes), so the DDL creates it again. pg_dump writes each partition's copy of
// the table's index the same way, then attaches it (`ALTER INDEX parent_idx ATTACH PARTITION part_idx`): an
// attached one is the table's index again, no index of the partition's own.
import type { PartitionIndex } from '../../model/types';
import { sqlNameProblem } from '../../model/validate-field';

import { candidateKeys, qualifiedName, tableKey, unquoteName } from './qualified';
import type { RawPartitioning, RawSchema } from './raw';
import { stripComments, type SqlStatement } from './split';

const IDENT = String.raw`(?:"[^"]+"|[A-Za-z_][\w$]*)`;
const QUALIFIED = String.raw`${IDENT}(?:\s*\.\s*${IDENT})?`;
const CREATE_INDEX = new RegExp(
  String.raw`^\s*CREATE\s+(UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(?:(?!ON\b)(${IDENT})\s+)?ON\s+(?:ONLY\s+)?(${QUALIFIED})\s*([\s\S]+)$`,
  'i',
);
const ATTACH = new RegExp(
  String.raw`^\s*ALTER\s+INDEX\s+(?:IF\s+EXISTS\s+)?${QUALIFIED}\s+ATTACH\s+PARTITION\s+(${QUALIFIED})\s*$`,
  'i',
);

type RawPartition = RawPartitioning['partitions'][number];

/** The partition a written table name stands for, when it is one. */
function partitionNamed(schema: RawSchema, written: string): RawPartition | undefined {
  const q = qualifiedName(written, schema);
  for (const key of candidateKeys(q.name, q.schema, q.qualified, schema.searchPath)) {
    if (!schema.partitionOf.has(key)) continue;
    for (const t of schema.tables.values()) {
      const found = t.partitioning?.partitions.find((p) => tableKey(p.name, t.schema) === key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Keeps a PostgreSQL CREATE INDEX on a partition on it; false when the statement is no such index. */
export function keepPartitionIndex(statement: SqlStatement, schema: RawSchema): boolean {
  if (schema.dialect !== 'postgresql') return false;
  const head = CREATE_INDEX.exec(stripComments(statement.text));
  if (!head) return false;
  const partition = partitionNamed(schema, head[3]);
  if (!partition) return false;
  const name = head[2] ? unquoteName(head[2], 'postgresql') : undefined;
  const index: PartitionIndex = {
    // A name the model keeps (see validate-partitioning), written quoted; another one is left to PostgreSQL.
    ...(name && sqlNameProblem(name, '', 'POSTGRESQL') === null ? { name } : {}),
    ...(head[1] ? { unique: true } : {}),
    definition: head[4].trim().replace(/\s+/g, ' '),
  };
  partition.indexes = [...(partition.indexes ?? []), index];
  return true;
}

/** `ALTER INDEX … ATTACH PARTITION part_idx`: part_idx is the table's index again, not the partition's own. */
export function attachPartitionIndex(text: string, schema: RawSchema): boolean {
  if (schema.dialect !== 'postgresql') return false;
  const head = ATTACH.exec(stripComments(text));
  if (!head) return false;
  const q = qualifiedName(head[1], schema);
  for (const t of schema.tables.values())
    for (const p of t.partitioning?.partitions ?? []) {
      const kept = p.indexes?.filter((index) => index.name !== q.name);
      if (!kept || kept.length === p.indexes!.length) continue;
      if (kept.length > 0) p.indexes = kept;
      else delete p.indexes;
      return true;
    }
  return false;
}

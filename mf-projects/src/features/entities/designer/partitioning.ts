// The table's partitioning in the designer: pure edits of draft.partitioning (the clause texts stay as the user
// typed them; the codegen validator says what is wrong with them), and the hints the editor shows beside them.
import type { Partition, Partitioning } from '@modelsmith/codegen';
import type { Draft } from './draft';

export type PartitionDialect = Partitioning['dialect'];

export const DIALECT_LABELS: Record<PartitionDialect, string> = { mysql: 'MySQL', postgresql: 'PostgreSQL' };

/** The method a `by` text starts with (RANGE, LIST, HASH, KEY), upper-case; undefined while it has none. */
export function partitionMethodOf(by: string): string | undefined {
  return /^\s*(?:LINEAR\s+)?(RANGE|LIST|HASH|KEY)\b/i.exec(by)?.[1]?.toUpperCase();
}

/** What a partition's bound looks like for the method, as the placeholder of an empty bound. */
export function boundExample(partitioning: Partitioning): string {
  const method = partitionMethodOf(partitioning.by);
  if (partitioning.dialect === 'postgresql')
    switch (method) {
      case 'LIST':
        return "FOR VALUES IN ('a') 或 DEFAULT";
      case 'RANGE':
        return "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')";
      case 'HASH':
        return 'FOR VALUES WITH (MODULUS 4, REMAINDER 0)';
      default:
        return 'FOR VALUES …';
    }
  switch (method) {
    case 'RANGE':
      return 'VALUES LESS THAN (2020) 或 MAXVALUE';
    case 'LIST':
      return 'VALUES IN (1, 2)';
    case 'HASH':
    case 'KEY':
      return `${method} 分区留空`;
    default:
      return 'VALUES …';
  }
}

/** Whether the scheme can take MySQL's `PARTITIONS n` (a HASH / KEY partitioning without a partition list). */
export const takesCount = (partitioning: Partitioning) =>
  partitioning.dialect === 'mysql' &&
  ['HASH', 'KEY'].includes(partitionMethodOf(partitioning.by) ?? '') &&
  !partitioning.partitions?.length;

/**
 * A new scheme for the table: HASH over the first primary-key column, which every database accepts as it is
 * (the key includes it) and the user turns into the RANGE or LIST they mean.
 */
export function newPartitioning(draft: Draft, dialect: PartitionDialect): Partitioning {
  const key =
    draft.fields.find((field) => field.primaryKey && field.column) ?? draft.fields.find((f) => f.column);
  return { dialect, by: key ? `HASH (${key.column})` : '' };
}

/** The draft with the scheme replaced; undefined makes the table a plain one again. */
export function setPartitioning(draft: Draft, partitioning: Partitioning | undefined): Draft {
  const { partitioning: _old, ...rest } = draft;
  return partitioning ? { ...rest, partitioning } : rest;
}

/** The scheme with some of its parts changed; a part set to undefined goes. */
export function changePartitioning(draft: Draft, changes: Partial<Partitioning>): Draft {
  if (!draft.partitioning) return draft;
  const next = { ...draft.partitioning, ...changes } as Record<string, unknown>;
  for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
  return setPartitioning(draft, next as unknown as Partitioning);
}

/** Every partition and MySQL subpartition name of the scheme, lower-case: MySQL wants them unique together. */
function takenNames(partitioning: Partitioning): Set<string> {
  return new Set(
    (partitioning.partitions ?? []).flatMap((p) =>
      [p.name, ...(p.subpartitions ?? [])].map((n) => n.toLowerCase()),
    ),
  );
}

/** `${stem}${n}` for the first n from `from` up that is not taken; takes it. */
function claim(taken: Set<string>, stem: string, from: number): string {
  let n = from;
  while (taken.has(`${stem}${n}`.toLowerCase())) n += 1;
  taken.add(`${stem}${n}`.toLowerCase());
  return `${stem}${n}`;
}

/**
 * Adds a partition after the last one, its bound left for the user (a HASH / KEY one on MySQL needs none). Its name
 * is new: PostgreSQL's are tables (`job_p2`), MySQL's only names (`p2`); when the partitions list their MySQL
 * subpartitions, it lists as many (MySQL wants every partition to), named after it.
 */
export function addPartition(draft: Draft): Draft {
  const partitioning = draft.partitioning;
  if (!partitioning) return draft;
  const { count: _count, ...rest } = partitioning;
  const existing = partitioning.partitions ?? [];
  const taken = takenNames(partitioning);
  const stem =
    partitioning.dialect === 'postgresql' ? `${draft.sqlTableName ?? (draft.tableName || 'table')}_p` : 'p';
  const name = claim(taken, stem, existing.length + 1);
  const subCount = existing.find((p) => p.subpartitions)?.subpartitions?.length ?? 0;
  const subpartitions = Array.from({ length: subCount }, (_, k) => claim(taken, `${name}sp`, k));
  const partition: Partition = subCount ? { name, bound: '', subpartitions } : { name, bound: '' };
  // Listing the partitions one by one replaces MySQL's PARTITIONS n; SUBPARTITION BY and SUBPARTITIONS n stay.
  return setPartitioning(draft, { ...rest, partitions: [...existing, partition] });
}

/** How deep each partition sits: 0 for a partition of the table, 1 for a partition of one of those, … */
export function partitionDepths(partitions: Partition[]): number[] {
  const depth = new Map<string, number>();
  return partitions.map((p) => {
    const level = p.of === undefined ? 0 : (depth.get(p.of) ?? 0) + 1;
    if (!depth.has(p.name)) depth.set(p.name, level);
    return level;
  });
}

/** The positions of the partitions under the one at `position` (its partitions, theirs, …), in list order. */
export function subPartitionsOf(partitions: Partition[], position: number): number[] {
  const under = new Set([partitions[position]?.name]);
  const found: number[] = [];
  partitions.forEach((p, i) => {
    if (i === position || p.of === undefined || !under.has(p.of)) return;
    found.push(i);
    under.add(p.name);
  });
  return found;
}

/**
 * The partition with some of its parts changed; a part set to undefined goes. A new name carries the partitions
 * under it along (their `of`), so renaming a parent never orphans its children.
 */
export function changePartition(draft: Draft, position: number, changes: Partial<Partition>): Draft {
  const partitions = draft.partitioning?.partitions;
  const old = partitions?.[position];
  if (!partitions || !old) return draft;
  const renamed = changes.name !== undefined && changes.name !== old.name;
  return changePartitioning(draft, {
    partitions: partitions.map((p, i) => {
      if (i !== position)
        return renamed && p.of !== undefined && p.of === old.name ? { ...p, of: changes.name } : p;
      const next = { ...p, ...changes } as Record<string, unknown>;
      for (const [key, value] of Object.entries(next)) if (value === undefined) delete next[key];
      return next as unknown as Partition;
    }),
  });
}

/**
 * Removes one partition and the partitions under it (PostgreSQL drops them with it); the last one gone, the scheme
 * carries no list (as an imported one without partitions).
 */
export function removePartition(draft: Draft, position: number): Draft {
  const partitions = draft.partitioning?.partitions;
  if (!partitions?.[position]) return draft;
  const gone = new Set([position, ...subPartitionsOf(partitions, position)]);
  const left = partitions.filter((_, i) => !gone.has(i));
  return changePartitioning(draft, { partitions: left.length ? left : undefined });
}

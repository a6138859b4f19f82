// The catalog PostgreSQL built from a script, written back as a plain script in the form pg_dump gives (types,
// defaults, constraints and indexes as PostgreSQL prints them): what the text importer reads best. Inherited
// columns are written on the child itself (the model has no inheritance), partitions as `PARTITION OF` their parent.
import type { CatalogColumn, CatalogPolicy, CatalogSnapshot, CatalogTable } from './queries';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

const SERIALS: Record<string, string> = { integer: 'serial', bigint: 'bigserial', smallint: 'smallserial' };

function columnDefinition(column: CatalogColumn): string {
  const serial = column.serial && SERIALS[column.type];
  const parts = [column.name, serial || column.type];
  if (column.collation) parts.push(`COLLATE ${column.collation}`);
  if (column.generated === 's' || column.generated === 'v')
    parts.push(`GENERATED ALWAYS AS (${column.default}) ${column.generated === 's' ? 'STORED' : 'VIRTUAL'}`);
  else if (column.identity === 'a' || column.identity === 'd') {
    const options = [
      column.sequenceStart && column.sequenceStart !== '1' ? `START WITH ${column.sequenceStart}` : '',
      column.sequenceIncrement && column.sequenceIncrement !== '1'
        ? `INCREMENT BY ${column.sequenceIncrement}`
        : '',
      column.sequenceCycle ? 'CYCLE' : '',
    ].filter(Boolean);
    parts.push(
      `GENERATED ${column.identity === 'a' ? 'ALWAYS' : 'BY DEFAULT'} AS IDENTITY${options.length ? ` (${options.join(' ')})` : ''}`,
    );
  } else if (column.default !== null && !serial) parts.push(`DEFAULT ${column.default}`);
  if (column.notNull && !serial) parts.push('NOT NULL');
  return parts.join(' ');
}

const COMMANDS: Record<string, string> = { r: 'SELECT', a: 'INSERT', w: 'UPDATE', d: 'DELETE' };

/** The policy as CREATE POLICY writes it, its defaults (PERMISSIVE, FOR ALL, TO PUBLIC) left out. */
function policyDefinition(policy: CatalogPolicy, table: string): string {
  const parts = [`CREATE POLICY ${policy.name} ON ${table}`];
  if (!policy.permissive) parts.push('AS RESTRICTIVE');
  if (COMMANDS[policy.command]) parts.push(`FOR ${COMMANDS[policy.command]}`);
  if (policy.roles !== 'PUBLIC') parts.push(`TO ${policy.roles}`);
  if (policy.using !== null) parts.push(`USING (${policy.using})`);
  if (policy.withCheck !== null) parts.push(`WITH CHECK (${policy.withCheck})`);
  return parts.join(' ');
}

function groupBy<T extends { tableOid: number | string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = String(row.tableOid);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/**
 * The snapshot as one script: enums, composite types and domains (in the order PostgreSQL created them: one may use
 * another), tables, partitions, indexes, triggers, row-level security and policies, comments, in that order.
 */
export function catalogDdl(catalog: CatalogSnapshot): string {
  const columns = groupBy(catalog.columns);
  const constraints = groupBy(catalog.constraints);
  const indexes = groupBy(catalog.indexes);
  const triggers = groupBy(catalog.triggers ?? []);
  const policies = groupBy(catalog.policies ?? []);
  const out: string[] = [];
  for (const type of catalog.enums)
    out.push(`CREATE TYPE ${type.name} AS ENUM (${type.labels.map(literal).join(', ')});`);
  const types = [
    ...(catalog.composites ?? []).map((type) => ({
      oid: type.oid,
      text: `CREATE TYPE ${type.name} AS (${type.attributes ?? ''});`,
    })),
    ...catalog.domains.map((domain) => {
      const parts = [`CREATE DOMAIN ${domain.name} AS ${domain.base}`];
      if (domain.default !== null) parts.push(`DEFAULT ${domain.default}`);
      if (domain.notNull) parts.push('NOT NULL');
      parts.push(...domain.checks);
      return { oid: domain.oid, text: `${parts.join(' ')};` };
    }),
  ];
  // Without oids (a snapshot built by hand), composite types before domains, as listed (a stable sort).
  types.sort((a, b) => (a.oid === undefined || b.oid === undefined ? 0 : Number(a.oid) - Number(b.oid)));
  out.push(...types.map((t) => t.text));
  const tables = catalog.tables.filter((t) => !t.isPartition || !t.parent);
  const partitions = catalog.tables.filter((t) => t.isPartition && t.parent);
  const written = new Set<string>();
  // PostgreSQL ignores NOT VALID inside CREATE TABLE: a constraint that is not validated is added after it.
  const notValid = (c: { definition: string }) => /\sNOT VALID$/.test(c.definition);
  const added: string[] = [];
  for (const table of tables) {
    const own = constraints.get(String(table.oid)) ?? [];
    const body = [
      ...(columns.get(String(table.oid)) ?? []).map((c) => `  ${columnDefinition(c)}`),
      ...own.filter((c) => !notValid(c)).map((c) => `  CONSTRAINT ${c.name} ${c.definition}`),
    ];
    for (const c of own.filter(notValid))
      added.push(`ALTER TABLE ${table.name} ADD CONSTRAINT ${c.name} ${c.definition};`);
    const by = table.partitionKey ? ` PARTITION BY ${table.partitionKey}` : '';
    const storage = table.storageParameters ? ` WITH (${table.storageParameters})` : '';
    out.push(
      `CREATE ${table.unlogged ? 'UNLOGGED ' : ''}TABLE ${table.name} (\n${body.join(',\n')}\n)${by}${storage};`,
    );
    written.add(table.name);
  }
  // A partition comes after its parent, itself maybe a partition created (or attached) after its own partitions.
  for (let left = partitions; left.length > 0;) {
    const ready = left.filter((table) => written.has(table.parent!));
    if (ready.length === 0) break;
    for (const table of ready) {
      const by = table.partitionKey ? ` PARTITION BY ${table.partitionKey}` : '';
      out.push(`CREATE TABLE ${table.name} PARTITION OF ${table.parent} ${table.partitionBound}${by};`);
      written.add(table.name);
    }
    left = left.filter((table) => !written.has(table.name));
  }
  out.push(...added);
  for (const table of tables) {
    for (const index of indexes.get(String(table.oid)) ?? []) out.push(`${index.definition};`);
    for (const trigger of triggers.get(String(table.oid)) ?? []) {
      out.push(`${trigger.definition};`);
      if (trigger.disabled) out.push(`ALTER TABLE ${table.name} DISABLE TRIGGER ${trigger.name};`);
    }
    if (table.rowSecurity) out.push(`ALTER TABLE ${table.name} ENABLE ROW LEVEL SECURITY;`);
    if (table.forceRowSecurity) out.push(`ALTER TABLE ${table.name} FORCE ROW LEVEL SECURITY;`);
    for (const policy of policies.get(String(table.oid)) ?? [])
      out.push(`${policyDefinition(policy, table.name)};`);
    if (table.comment !== null) out.push(`COMMENT ON TABLE ${table.name} IS ${literal(table.comment)};`);
    for (const column of columns.get(String(table.oid)) ?? [])
      if (column.comment !== null)
        out.push(`COMMENT ON COLUMN ${table.name}.${column.name} IS ${literal(column.comment)};`);
  }
  return `${out.join('\n')}\n`;
}

export type { CatalogTable };

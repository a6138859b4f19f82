// What the public schemas in fixtures/ddl (Quartz, Hmily, Procrastinate, pg-boss, MediaWiki) taught the importer, each in
// a few lines of its own: the catalog round trip in toolchains/ddl-round-trip checks the same on real servers.
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Entity } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { IMPORTED_SCHEMAS } from './support/models';

const byTable = (entities: Entity[], table: string) => {
  const found = entities.find((e) => e.tableName === table);
  if (!found) throw new Error(`no entity for ${table}`);
  return found;
};
const column = (entity: Entity, name: string) => {
  const found = entity.fields.find((f) => f.column === name);
  if (!found) throw new Error(`no column ${name} in ${entity.tableName}`);
  return found;
};

/**
 * Tables a schema has that the text import does not make entities of, each listed in `skipped` (the statement, or the
 * table's name): the corpus of tricky PostgreSQL holds some on purpose (postgresql-corpus.sql, its sections say why).
 */
const NOT_ENTITIES: Record<string, RegExp[]> = {
  'postgresql-corpus.sql': [
    /^CREATE TABLE shipping_addresses OF postal_address\b/, // OF type: read by the PostgreSQL catalog pass only
    /^CREATE TABLE IF NOT EXISTS feature_flags\b/, // a second definition PostgreSQL skips too
    /^CREATE TABLE account_email_snapshot AS SELECT\b/, // CTAS: no column definitions
  ],
};

describe('every public schema', () => {
  it.each(IMPORTED_SCHEMAS)(
    'imports $fixture into a valid model with every table',
    ({ fixture, dialect }) => {
      const sql = readFileSync(path.join(__dirname, 'fixtures', 'ddl', fixture), 'utf8');
      const { model, skipped } = importDdl(sql, dialect);
      expect(validateModel(model).ok).toBe(true);
      // Partitions are part of their table's entity (its partitioning), not entities of their own.
      const tables = (sql.match(/^\s*CREATE\s+(?:UNLOGGED\s+|TEMP(?:ORARY)?\s+)?TABLE\b.*$/gim) ?? []).filter(
        (statement) => !/\bPARTITION\s+OF\b/i.test(statement),
      ).length;
      const unread = skipped
        .filter(
          (s) =>
            (/^CREATE\s+(?:UNLOGGED\s+)?TABLE\b/i.test(s.statement) &&
              !/\bPARTITION\s+OF\b/i.test(s.statement)) ||
            /没有能标识行的列/.test(s.reason),
        )
        .map((s) => s.statement);
      const expected = NOT_ENTITIES[fixture] ?? [];
      expect(unread).toHaveLength(expected.length);
      for (const pattern of expected) expect(unread.filter((s) => pattern.test(s))).toHaveLength(1);
      expect(model.entities.length).toBe(tables - unread.length);
    },
  );
});

describe('PostgreSQL constructs from the public schemas', () => {
  const { model, skipped, approximations } = importDdl(
    `CREATE TABLE jobs (id bigserial PRIMARY KEY, lock text, status text NOT NULL);
CREATE TABLE events (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs ON DELETE CASCADE,
  at timestamp with time zone DEFAULT NOW() NULL
);
CREATE UNIQUE INDEX jobs_lock ON jobs (lock) WHERE status = 'doing';
CREATE TABLE queue (name text, dead_letter text REFERENCES queue (name), PRIMARY KEY (name));
CREATE TABLE job (
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL,
  expire_in interval NOT NULL DEFAULT interval '15 minutes'
) PARTITION BY LIST (name);
ALTER TABLE job ADD PRIMARY KEY (name, id);
CREATE TABLE archive (LIKE job);
ALTER TABLE archive ADD PRIMARY KEY (name, id);
ALTER TABLE archive ADD archived_on timestamptz NOT NULL DEFAULT now();`,
    'postgresql',
  );

  it('reads REFERENCES without a column list as the primary key, and a column named like a keyword', () => {
    const events = byTable(model.entities, 'events');
    expect(events.fields.map((f) => f.column)).toEqual(['id', 'job_id', 'at']);
    expect(events.relations).toEqual([
      expect.objectContaining({
        kind: 'MANY_TO_ONE',
        target: 'Job',
        joinField: 'jobId',
        onDelete: 'CASCADE',
      }),
    ]);
  });

  it('keeps a partial unique index with its predicate, never as unique over the whole table', () => {
    expect(byTable(model.entities, 'jobs').indexes).toEqual([
      { name: 'jobs_lock', fields: ['lock'], unique: true, where: "status = 'doing'" },
    ]);
    expect(column(byTable(model.entities, 'jobs'), 'lock').unique).toBeUndefined();
    expect(skipped.filter((s) => s.statement.includes('jobs_lock'))).toEqual([]);
    expect(approximations.find((a) => a.statement.includes('jobs_lock'))?.reason).toContain(
      '导出到 MySQL 时建为不带条件的普通索引',
    );
  });

  it('keys a text column as a string field that stays TEXT in PostgreSQL', () => {
    const queue = byTable(model.entities, 'queue');
    expect(column(queue, 'name')).toMatchObject({
      type: 'string',
      primaryKey: true,
      sqlType: { postgresql: 'TEXT' },
    });
    expect(column(queue, 'dead_letter')).toMatchObject({ type: 'string', sqlType: { postgresql: 'TEXT' } });
    expect(approximations.map((a) => a.statement)).toContain('queue.name TEXT');
  });

  it('copies the columns of CREATE TABLE … (LIKE …) and takes columns added by ALTER TABLE', () => {
    const archive = byTable(model.entities, 'archive');
    expect(archive.fields.map((f) => [f.column, f.primaryKey ?? false])).toEqual([
      ['id', true],
      ['name', true],
      ['expire_in', false],
      ['archived_on', false],
    ]);
    // LIKE without INCLUDING DEFAULTS copies no default.
    expect(column(archive, 'id').defaultValue).toBeUndefined();
    expect(column(archive, 'archived_on')).toMatchObject({
      type: 'datetime',
      withTimeZone: true,
      required: true,
    });
  });

  it('keeps interval as its own PostgreSQL type, and its expression default', () => {
    expect(column(byTable(model.entities, 'job'), 'expire_in')).toMatchObject({
      type: 'text',
      sqlType: { postgresql: 'INTERVAL' },
      defaultExpression: { expression: "interval '15 minutes'", dialect: 'postgresql' },
    });
  });
});

describe('MySQL constructs from the public schemas', () => {
  const { model, approximations, skipped } = importDdl(
    `CREATE TABLE IF NOT EXISTS \`hmily_lock\` (
  \`trans_id\` bigint(20) not null comment '全局事务id',
  \`resource_id\` varchar(255) not null comment '资源id',
  \`create_time\` datetime not null comment '创建时间',
  \`update_time\` datetime not null DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP comment '更新时间',
  \`note\` text
) ENGINE = InnoDB comment 'hmily全局lock表';
CREATE TABLE QRTZ_CALENDARS (
  SCHED_NAME VARCHAR(120) NOT NULL,
  CALENDAR BLOB NOT NULL,
  EXTRA MEDIUMBLOB NULL,
  RANDOM_KEY DOUBLE PRECISION UNSIGNED NOT NULL,
  INDEX by_extra (SCHED_NAME, EXTRA(10)),
  ROW_ID INT NOT NULL AUTO_INCREMENT,
  PRIMARY KEY (SCHED_NAME)
) ENGINE=InnoDB;`,
    'mysql',
  );

  it('keeps ON UPDATE CURRENT_TIMESTAMP after DEFAULT CURRENT_TIMESTAMP', () => {
    expect(column(byTable(model.entities, 'hmily_lock'), 'update_time')).toMatchObject({
      defaultValue: 'CURRENT_TIMESTAMP',
      onUpdateCurrentTimestamp: true,
    });
  });

  it('keys a table without a primary key on its NOT NULL identifying columns, and lists it', () => {
    const lock = byTable(model.entities, 'hmily_lock');
    expect(lock.fields.filter((f) => f.primaryKey).map((f) => f.column)).toEqual(['trans_id', 'resource_id']);
    expect(approximations.map((a) => a.statement)).toContain(
      'hmily_lock PRIMARY KEY (trans_id, resource_id)',
    );
  });

  it('keeps BLOB and MEDIUMBLOB sizes for MySQL, and drops AUTO_INCREMENT off a column that is no key', () => {
    const calendars = byTable(model.entities, 'qrtz_calendars');
    expect(column(calendars, 'calendar')).toMatchObject({ type: 'binary', sqlType: { mysql: 'BLOB' } });
    expect(column(calendars, 'extra')).toMatchObject({ type: 'binary', sqlType: { mysql: 'MEDIUMBLOB' } });
    expect(column(calendars, 'row_id').autoIncrement).toBeUndefined();
    // MediaWiki's page_random: a synonym the parser does not know must not cost the column.
    expect(column(calendars, 'random_key')).toMatchObject({
      type: 'decimal',
      sqlType: { mysql: 'DOUBLE UNSIGNED' },
    });
    // A prefix index over a BLOB keeps its prefix length.
    expect(calendars.indexes).toEqual([
      { name: 'by_extra', fields: ['schedName', 'extra'], unique: false, prefixLengths: [null, 10] },
    ]);
    expect(skipped.map((s) => s.statement)).not.toContain('QRTZ_CALENDARS INDEX by_extra(SCHED_NAME, EXTRA)');
    expect(validateModel(model).ok).toBe(true);
  });
});

describe('MySQL constructs from MediaWiki', () => {
  const sql = `CREATE TABLE revision_comment_temp (
  revcomment_rev INT UNSIGNED NOT NULL,
  revcomment_comment_id BIGINT UNSIGNED NOT NULL,
  UNIQUE INDEX revcomment_rev (revcomment_rev),
  PRIMARY KEY(revcomment_rev, revcomment_comment_id)
);
CREATE TABLE image (
  img_name VARBINARY(255) DEFAULT '' NOT NULL,
  img_minor_mime VARBINARY(100) DEFAULT 'unknown' NOT NULL,
  img_timestamp BINARY(14) NOT NULL,
  img_token BINARY(32) DEFAULT '' NOT NULL,
  img_magic VARBINARY(4) DEFAULT 0x00ff NOT NULL,
  img_mark VARBINARY(4) DEFAULT X'41' NOT NULL,
  img_looks_hex VARBINARY(8) DEFAULT '0x41' NOT NULL,
  img_blob BLOB DEFAULT 'x',
  img_touched TIMESTAMP NOT NULL,
  img_precise TIMESTAMP(3) NULL DEFAULT NULL,
  UNIQUE INDEX img_name (img_name),
  PRIMARY KEY(img_name)
);`;
  const { model, approximations, skipped } = importDdl(sql, 'mysql');
  const image = byTable(model.entities, 'image');

  it('keeps a VARBINARY / BINARY default as text, or as hex bytes when written in hex', () => {
    expect(column(image, 'img_name').defaultValue).toBe("''");
    expect(column(image, 'img_minor_mime').defaultValue).toBe('unknown');
    expect(column(image, 'img_token').defaultValue).toBe("''");
    expect(column(image, 'img_magic').defaultValue).toBe('0x00ff');
    expect(column(image, 'img_mark').defaultValue).toBe('0x41');
    // Text that only looks like hex stays that text.
    expect(column(image, 'img_looks_hex').defaultValue).toBe("'0x41'");
    // A BLOB's too (MariaDB takes the literal; MySQL 8 the expression the export writes).
    expect(column(image, 'img_blob').defaultValue).toBe('x');
    expect(skipped.find((s) => s.statement === 'image.img_blob DEFAULT')).toBeUndefined();
    expect(exportDdl(model, 'mysql')).toContain("`img_blob` BLOB NULL DEFAULT ('x')");
    expect(validateModel(model).ok).toBe(true);
  });

  it('keeps BINARY(n) as a fixed-length binary field, and lists its PostgreSQL BYTEA as an approximation', () => {
    expect(column(image, 'img_timestamp')).toMatchObject({ type: 'binary', length: 14, fixedLength: true });
    expect(column(image, 'img_name').fixedLength).toBeUndefined();
    expect(approximations.find((a) => a.statement === 'image.img_timestamp BINARY')?.reason).toMatch(
      /BINARY\(n\) 导出到 PostgreSQL 时按 BYTEA/,
    );
  });

  it('keeps MySQL TIMESTAMP (with its fractional digits) as the datetime field’s MySQL type', () => {
    expect(column(image, 'img_touched')).toMatchObject({
      type: 'datetime',
      required: true,
      sqlType: { mysql: 'TIMESTAMP' },
    });
    expect(column(image, 'img_precise').sqlType).toEqual({ mysql: 'TIMESTAMP(3)' });
    expect(approximations.map((a) => a.statement)).toContain('image.img_touched TIMESTAMP');
  });

  it('keeps a UNIQUE on a column of the primary key as a one-field unique index', () => {
    const temp = byTable(model.entities, 'revision_comment_temp');
    expect(temp.indexes).toEqual([{ name: 'revcomment_rev', fields: ['revcommentRev'], unique: true }]);
    // On the whole (single-column) primary key too: MySQL keeps it as an index of its own beside the key.
    expect(image.indexes).toEqual([{ name: 'img_name', fields: ['imgName'], unique: true }]);
  });

  it('exports all of it back to MySQL, and to PostgreSQL with bytea defaults in hex', () => {
    const mysql = exportDdl(model, 'mysql');
    expect(mysql).toContain("`img_name` VARBINARY(255) NOT NULL DEFAULT ''");
    expect(mysql).toContain("`img_minor_mime` VARBINARY(100) NOT NULL DEFAULT 'unknown'");
    expect(mysql).toContain('`img_timestamp` BINARY(14) NOT NULL');
    expect(mysql).toContain("`img_token` BINARY(32) NOT NULL DEFAULT ''");
    expect(mysql).toContain('`img_magic` VARBINARY(4) NOT NULL DEFAULT 0x00ff');
    expect(mysql).toContain("`img_looks_hex` VARBINARY(8) NOT NULL DEFAULT '0x41'");
    expect(mysql).toContain('`img_touched` TIMESTAMP NOT NULL');
    expect(mysql).toContain('`img_precise` TIMESTAMP(3) NULL');
    expect(mysql).toContain('UNIQUE KEY `revcomment_rev` (`revcomment_rev`)');
    const postgresql = exportDdl(model, 'postgresql');
    expect(postgresql).toContain(`"img_name" BYTEA NOT NULL DEFAULT '\\x'::bytea`);
    expect(postgresql).toContain(`"img_minor_mime" BYTEA NOT NULL DEFAULT '\\x756e6b6e6f776e'::bytea`);
    expect(postgresql).toContain(`"img_magic" BYTEA NOT NULL DEFAULT '\\x00ff'::bytea`);
    expect(postgresql).toContain(`"img_looks_hex" BYTEA NOT NULL DEFAULT '\\x30783431'::bytea`);
    expect(postgresql).toContain('"img_touched" TIMESTAMP NOT NULL');
    expect(postgresql).toContain(
      'CREATE UNIQUE INDEX "revcomment_rev" ON "revision_comment_temp" ("revcomment_rev");',
    );
  });
});

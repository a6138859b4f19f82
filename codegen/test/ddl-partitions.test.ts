// Table partitioning: what the importer keeps of PARTITION BY, PARTITION OF and ATTACH PARTITION, the rules the
// validation enforces so the export never writes a script the database refuses, and what each DDL set writes.
// The real servers' view of the same (catalog against catalog) is in toolchains/ddl-round-trip.toolchain.test.ts.
import path from 'node:path';

import { importDdl } from '../src/ddl/import';
import type { Skipped } from '../src/ddl/import/raw';
import type { Entity, Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';
import { isOneClause, partitionColumns, partitionRuleProblems } from '../src/model/validate-partitioning';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { renderOfficial } from './support/render-official';

const byTable = (model: Model, table: string) => model.entities.find((e) => e.tableName === table);
const chinese = (s: { reason?: string; message?: string }) =>
  /[\u4e00-\u9fa5]/.test(s.reason ?? s.message ?? '');
const script = (model: Model, dialect: 'mysql' | 'postgresql') =>
  renderOfficial(model, loadSetFromDir(path.join(OFFICIAL_SETS_DIR, `${dialect}-ddl`)))[0].content;
const statements = (list: Skipped[]) => list.map((s) => s.statement);

describe('MySQL PARTITION BY on import', () => {
  const sql = `CREATE TABLE sale (
  id bigint NOT NULL AUTO_INCREMENT,
  sold_on date NOT NULL,
  PRIMARY KEY (id, sold_on)
) ENGINE=InnoDB COMMENT='销售'
PARTITION BY RANGE (YEAR(sold_on)) (
  PARTITION p2023 VALUES LESS THAN (2024) ENGINE = InnoDB,
  PARTITION p2024 VALUES LESS THAN (2025) COMMENT = '二〇二四',
  PARTITION pmax VALUES LESS THAN MAXVALUE
);
CREATE TABLE visit (id int NOT NULL, region varchar(8) NOT NULL, PRIMARY KEY (id, region))
  PARTITION BY LIST COLUMNS (region) (PARTITION east VALUES IN ('sh', 'hz'), PARTITION west VALUES IN ('cd'));
CREATE TABLE bucket (id int NOT NULL PRIMARY KEY) ENGINE=InnoDB
/*!50100 PARTITION BY HASH (id)
PARTITIONS 4 */;
CREATE TABLE keyed (id int NOT NULL PRIMARY KEY) PARTITION BY LINEAR KEY ALGORITHM=2 (id) PARTITIONS 2;
CREATE TABLE sub (id int NOT NULL, at date NOT NULL, PRIMARY KEY (id, at))
  PARTITION BY RANGE (YEAR(at)) SUBPARTITION BY HASH (id) SUBPARTITIONS 2 (PARTITION p0 VALUES LESS THAN MAXVALUE);
CREATE TABLE loose (id int NOT NULL PRIMARY KEY, code int NOT NULL, UNIQUE KEY uk_code (code))
  PARTITION BY HASH (id) PARTITIONS 2;`;
  const { model, skipped, approximations } = importDdl(sql, 'mysql');

  it('keeps the method, the expression and each partition with its bound as written', () => {
    expect(byTable(model, 'sale')?.partitioning).toEqual({
      dialect: 'mysql',
      by: 'RANGE (YEAR(sold_on))',
      partitions: [
        { name: 'p2023', bound: 'VALUES LESS THAN (2024)' },
        { name: 'p2024', bound: 'VALUES LESS THAN (2025)' },
        { name: 'pmax', bound: 'VALUES LESS THAN MAXVALUE' },
      ],
    });
    expect(byTable(model, 'visit')?.partitioning).toEqual({
      dialect: 'mysql',
      by: 'LIST COLUMNS (region)',
      partitions: [
        { name: 'east', bound: "VALUES IN ('sh', 'hz')" },
        { name: 'west', bound: "VALUES IN ('cd')" },
      ],
    });
    expect(byTable(model, 'keyed')?.partitioning).toEqual({
      dialect: 'mysql',
      by: 'LINEAR KEY ALGORITHM=2 (id)',
      count: 2,
    });
  });

  it('reads the clause mysqldump writes inside a versioned comment', () => {
    expect(byTable(model, 'bucket')?.partitioning).toEqual({ dialect: 'mysql', by: 'HASH (id)', count: 4 });
  });

  it('lists what it does not keep: partition options, a key the partitioning breaks', () => {
    expect(skipped).toEqual([
      expect.objectContaining({ statement: "sale: PARTITION p2024 COMMENT = '二〇二四'", line: 6 }),
      expect.objectContaining({
        statement: 'loose(PARTITION BY HASH (id))',
        line: 19,
        reason: expect.stringContaining('字段 code 的唯一约束缺少 id'),
      }),
    ]);
    // Sub-partitions are kept (ddl-structure-more.test.ts has the details).
    expect(byTable(model, 'sub')?.partitioning?.subpartitionBy).toBe('HASH (id)');
    expect(byTable(model, 'loose')?.partitioning).toBeUndefined();
    expect(skipped.every(chinese)).toBe(true);
  });

  it('lists every kept partitioning as approximated for PostgreSQL', () => {
    expect(statements(approximations)).toEqual(
      expect.arrayContaining([
        'sale(PARTITION BY RANGE (YEAR(sold_on)))',
        'visit(PARTITION BY LIST COLUMNS (region))',
        'bucket(PARTITION BY HASH (id))',
      ]),
    );
    expect(validateModel(model).ok).toBe(true);
  });

  it('writes the clause back at the end of CREATE TABLE, and a plain table for PostgreSQL', () => {
    const mysql = script(model, 'mysql');
    expect(mysql).toContain(
      "DEFAULT CHARSET=utf8mb4 COMMENT='销售'\nPARTITION BY RANGE (YEAR(sold_on)) (PARTITION `p2023` VALUES LESS THAN (2024), PARTITION `p2024` VALUES LESS THAN (2025), PARTITION `pmax` VALUES LESS THAN MAXVALUE);",
    );
    expect(mysql).toContain('DEFAULT CHARSET=utf8mb4\nPARTITION BY HASH (id) PARTITIONS 4;');
    const pg = script(model, 'postgresql');
    expect(pg.split('\n').filter((l) => /PARTITION/.test(l) && !l.startsWith('-- '))).toEqual([]);
    expect(pg).toContain(
      '-- 表 sale 在 MySQL 中分区（PARTITION BY RANGE (YEAR(sold_on))），PostgreSQL 脚本按普通表创建',
    );
  });
});

describe('PostgreSQL partitions on import', () => {
  const sql = `CREATE TABLE measurement (city_id int NOT NULL, logdate date NOT NULL, peak int)
  PARTITION BY RANGE (logdate);
CREATE TABLE measurement_y2006 PARTITION OF measurement FOR VALUES FROM ('2006-01-01') TO ('2007-01-01');
CREATE TABLE IF NOT EXISTS "Measurement_Y2007" PARTITION OF public.measurement (CONSTRAINT peak_ok CHECK (peak > 0))
  FOR VALUES FROM ('2007-01-01') TO ('2008-01-01');
CREATE TABLE measurement_old (city_id int NOT NULL, logdate date NOT NULL, peak int, CHECK (peak < 100));
ALTER TABLE ONLY measurement ATTACH PARTITION measurement_old DEFAULT;
ALTER TABLE ONLY measurement_old ADD CONSTRAINT measurement_old_pkey PRIMARY KEY (city_id, logdate);
CREATE INDEX idx_old_peak ON measurement_old (peak);
CREATE TABLE job (name text NOT NULL, id uuid NOT NULL DEFAULT gen_random_uuid()) PARTITION BY LIST (name);
ALTER TABLE job ADD PRIMARY KEY (name, id);
CREATE TABLE job_a PARTITION OF job FOR VALUES IN ('a', 'b');
CREATE TABLE job_x PARTITION OF job FOR VALUES IN ('x') PARTITION BY HASH (id);
CREATE TABLE orphan PARTITION OF nowhere DEFAULT;
CREATE TABLE plain (id int PRIMARY KEY);
CREATE TABLE plain_a PARTITION OF plain DEFAULT;
CREATE TABLE by_expr (id int NOT NULL, at date NOT NULL) PARTITION BY RANGE ((date_trunc('month', at)));`;
  const { model, skipped, approximations } = importDdl(sql, 'postgresql');
  const reason = (statement: string) => skipped.find((s) => s.statement.startsWith(statement))?.reason;

  it('makes each partition a partition of its parent, not an entity', () => {
    expect(model.entities.map((e) => e.tableName).sort()).toEqual(['by_expr', 'job', 'measurement', 'plain']);
    expect(byTable(model, 'measurement')?.partitioning).toEqual({
      dialect: 'postgresql',
      by: 'RANGE (logdate)',
      partitions: [
        { name: 'measurement_y2006', bound: "FOR VALUES FROM ('2006-01-01') TO ('2007-01-01')" },
        { name: 'Measurement_Y2007', bound: "FOR VALUES FROM ('2007-01-01') TO ('2008-01-01')" },
        // An index created on the partition alone stays the partition's.
        {
          name: 'measurement_old',
          bound: 'DEFAULT',
          indexes: [{ name: 'idx_old_peak', definition: '(peak)' }],
        },
      ],
    });
    expect(byTable(model, 'job')?.partitioning).toEqual({
      dialect: 'postgresql',
      by: 'LIST (name)',
      partitions: [
        { name: 'job_a', bound: "FOR VALUES IN ('a', 'b')" },
        { name: 'job_x', bound: "FOR VALUES IN ('x')", by: 'HASH (id)' },
      ],
    });
  });

  it('keys a partitioned table without a primary key virtually, without its partition column', () => {
    const measurement = byTable(model, 'measurement');
    expect(measurement?.virtualPrimaryKey).toBe(true);
    expect(measurement?.fields.filter((f) => f.primaryKey).map((f) => f.column)).toEqual(['city_id']);
    expect(script(model, 'postgresql')).not.toMatch(/CREATE TABLE "measurement" \([^;]*PRIMARY KEY/);
  });

  it('lists what a partition had of its own, and every partition it could not keep, with its line', () => {
    expect(reason('Measurement_Y2007: (CONSTRAINT peak_ok')).toContain('分区自己的列设置和约束');
    expect(reason('measurement_old: 约束和索引')).toContain('它自己的 CHECK');
    expect(reason('ALTER TABLE ONLY measurement_old ADD CONSTRAINT')).toContain('是表 measurement 的分区');
    expect(reason('CREATE INDEX idx_old_peak')).toBeUndefined();
    expect(reason('CREATE TABLE orphan')).toContain('nowhere 未定义');
    expect(reason('CREATE TABLE plain_a')).toContain('没有可导入的分区方式');
    expect(skipped.find((s) => s.statement.startsWith('CREATE TABLE orphan'))?.line).toBe(14);
    expect(skipped.every(chinese)).toBe(true);
  });

  it('reads a key over a column named like a parser keyword (`at`), so the partitioning keeps its key', () => {
    const read = importDdl(
      `CREATE TABLE event (id bigint NOT NULL, at date NOT NULL, PRIMARY KEY (id, at), CONSTRAINT uk_at UNIQUE (at, id))
  PARTITION BY RANGE (at);`,
      'postgresql',
    );
    expect(read.skipped).toEqual([]);
    const [event] = read.model.entities;
    expect(event.fields.filter((f) => f.primaryKey).map((f) => f.column)).toEqual(['id', 'at']);
    expect(event.indexes).toEqual([{ name: 'uk_at', fields: ['at', 'id'], unique: true }]);
    expect(event.partitioning).toEqual({ dialect: 'postgresql', by: 'RANGE (at)' });
  });

  it('keeps a partitioning by an expression on a table without keys, no partitioning PostgreSQL could not key', () => {
    expect(byTable(model, 'by_expr')?.virtualPrimaryKey).toBe(true);
    expect(byTable(model, 'by_expr')?.partitioning).toEqual({
      dialect: 'postgresql',
      by: "RANGE ((date_trunc('month', at)))",
    });
    const keyed = importDdl(
      "CREATE TABLE by_expr (id int PRIMARY KEY, at date NOT NULL) PARTITION BY RANGE ((date_trunc('month', at)));",
      'postgresql',
    );
    expect(keyed.model.entities[0].partitioning).toBeUndefined();
    expect(keyed.skipped.find((s) => s.statement.startsWith('by_expr(PARTITION BY'))?.reason).toContain(
      '按表达式分区',
    );
  });

  it('writes PARTITION BY and one PARTITION OF per partition, and plain tables for MySQL', () => {
    expect(validateModel(model).ok).toBe(true);
    const pg = script(model, 'postgresql');
    expect(pg).toContain(
      ') PARTITION BY RANGE (logdate);\nCREATE TABLE "measurement_y2006" PARTITION OF "measurement"',
    );
    expect(pg).toContain('CREATE TABLE "Measurement_Y2007" PARTITION OF "measurement" FOR VALUES FROM');
    expect(pg).toContain('CREATE TABLE "measurement_old" PARTITION OF "measurement" DEFAULT;');
    expect(pg).toContain('CREATE TABLE "job_a" PARTITION OF "job" FOR VALUES IN (\'a\', \'b\');');
    const mysql = script(model, 'mysql');
    expect(mysql).not.toContain('\nPARTITION BY');
    expect(mysql).toContain(
      '-- 表 job 在 PostgreSQL 中分区（PARTITION BY LIST (name)），MySQL 脚本按普通表创建',
    );
    expect(statements(approximations)).toEqual(
      expect.arrayContaining(['measurement(PARTITION BY RANGE (logdate))', 'job(PARTITION BY LIST (name))']),
    );
  });
});

describe('partitioning in the model', () => {
  const entity = (partitioning: unknown, extra: Partial<Entity> = {}): Entity =>
    ({
      className: 'Event',
      tableName: 'event',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true },
        { name: 'day', column: 'day', type: 'date', primaryKey: true },
        { name: 'code', column: 'code', type: 'string', length: 8 },
      ],
      partitioning,
      ...extra,
    }) as Entity;
  const problems = (...entities: Entity[]) => {
    const result = validateModel({
      project: { name: 'p', basePackage: 'com.example.app', database: 'POSTGRESQL' },
      entities,
    });
    return result.ok ? [] : result.problems;
  };
  const messages = (...entities: Entity[]) => problems(...entities).map((p) => `${p.path}: ${p.message}`);

  it('accepts partitionings of both dialects as the databases write them', () => {
    expect(
      problems(
        entity({
          dialect: 'postgresql',
          by: 'RANGE (day)',
          partitions: [
            { name: 'event_2024', bound: "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')" },
            { name: 'event_rest', bound: 'DEFAULT' },
          ],
        }),
      ),
    ).toEqual([]);
    expect(
      problems(
        entity({
          dialect: 'mysql',
          by: 'RANGE COLUMNS (day)',
          partitions: [{ name: 'p0', bound: "VALUES LESS THAN ('2025-01-01')" }],
        }),
      ),
    ).toEqual([]);
    expect(problems(entity({ dialect: 'mysql', by: 'KEY ()', count: 8 }))).toEqual([]);
  });

  it.each([
    ['a `;`', { dialect: 'postgresql', by: 'LIST (day); DROP TABLE x' }, 'partitioning.by'],
    ['unbalanced parentheses', { dialect: 'mysql', by: 'RANGE (YEAR(day)' }, 'partitioning.by'],
    ['a comment', { dialect: 'mysql', by: 'HASH (id) -- x' }, 'partitioning.by'],
    ['too long', { dialect: 'mysql', by: `HASH (${'id + '.repeat(200)}id)` }, 'partitioning.by'],
    ['no method', { dialect: 'postgresql', by: '(day)' }, 'partitioning.by'],
    ['an unknown dialect', { dialect: 'oracle', by: 'LIST (day)' }, 'partitioning.dialect'],
    [
      'a bound of another method',
      {
        dialect: 'postgresql',
        by: 'LIST (day)',
        partitions: [{ name: 'e1', bound: 'FOR VALUES FROM (1) TO (2)' }],
      },
      'partitioning.partitions[0].bound',
    ],
    [
      'a `;` in a bound',
      {
        dialect: 'mysql',
        by: 'LIST (id)',
        partitions: [{ name: 'p0', bound: 'VALUES IN (1); DROP TABLE x' }],
      },
      'partitioning.partitions[0].bound',
    ],
    [
      'a partition name with a control character',
      { dialect: 'postgresql', by: 'LIST (day)', partitions: [{ name: 'a\nb', bound: 'DEFAULT' }] },
      'partitioning.partitions[0].name',
    ],
    [
      'two defaults',
      {
        dialect: 'postgresql',
        by: 'LIST (day)',
        partitions: [
          { name: 'e1', bound: 'DEFAULT' },
          { name: 'e2', bound: 'DEFAULT' },
        ],
      },
      'partitioning.partitions[1].bound',
    ],
    ['PARTITIONS n on RANGE', { dialect: 'mysql', by: 'RANGE (id)', count: 4 }, 'partitioning.count'],
    ['a MySQL RANGE without partitions', { dialect: 'mysql', by: 'RANGE (id)' }, 'partitioning.partitions'],
  ])('reports %s in Chinese', (_what, partitioning, at) => {
    const found = problems(entity(partitioning));
    expect(found.map((p) => p.path)).toContain(`entities[0].${at}`);
    expect(found.every(chinese)).toBe(true);
  });

  it('reports a key without the partition columns, for both databases', () => {
    expect(messages(entity({ dialect: 'postgresql', by: 'LIST (code)' }))).toEqual([
      'entities[0].fields: PostgreSQL 要求分区表的主键包含全部分区列：主键缺少 code',
    ]);
    const unique = entity(
      { dialect: 'mysql', by: 'HASH (id)', count: 2 },
      { indexes: [{ name: 'uk_code', fields: ['code'], unique: true }] },
    );
    unique.fields[2].unique = true;
    expect(messages(unique)).toEqual([
      'entities[0].fields[2].unique: MySQL 要求分区表的唯一约束包含全部分区列：字段 code 的唯一约束缺少 id',
      'entities[0].indexes[0]: MySQL 要求分区表的唯一索引包含全部分区列（整列，不是前缀或表达式）：唯一索引 uk_code 缺少 id',
    ]);
  });

  it('reports a PostgreSQL partitioning by an expression, which no key can have', () => {
    expect(messages(entity({ dialect: 'postgresql', by: "RANGE (date_trunc('month', day))" }))).toEqual([
      "entities[0].partitioning.by: PostgreSQL 不允许按表达式分区（RANGE (date_trunc('month', day))）的表有主键或唯一约束，而实体必须有主键：请改为按列分区",
    ]);
  });

  it('reports foreign keys on or to a MySQL partitioned table, and none on a PostgreSQL one', () => {
    const customer: Entity = {
      className: 'Customer',
      tableName: 'customer',
      fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    };
    const event = entity(
      { dialect: 'mysql', by: 'HASH (id)', count: 2 },
      { relations: [{ name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer' }] },
    );
    event.fields.push({ name: 'customerId', column: 'customer_id', type: 'long' });
    expect(messages(event, customer)).toEqual([
      'entities[0].partitioning: MySQL（InnoDB）的分区表不能有外键，也不能被外键引用：关系 Event.customer 需要外键，请删除这些关系或取消分区',
    ]);
    expect(
      messages({ ...event, partitioning: { dialect: 'postgresql', by: 'HASH (id)' } }, customer),
    ).toEqual([]);
  });

  it('reports a PostgreSQL partition named like another table', () => {
    const other: Entity = {
      className: 'EventA',
      tableName: 'event_a',
      fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    };
    expect(
      messages(
        entity({
          dialect: 'postgresql',
          by: 'HASH (id)',
          partitions: [{ name: 'event_a', bound: 'FOR VALUES WITH (MODULUS 1, REMAINDER 0)' }],
        }),
        other,
      ),
    ).toEqual([
      'entities[0].partitioning.partitions[0].name: 分区表名 event_a 与其他表重名（PostgreSQL 的分区是一张单独的表）',
    ]);
  });

  it('finds the columns a partitioning reads, not its functions or keywords', () => {
    const columns = ['id', 'Day', 'year'];
    expect(partitionColumns({ dialect: 'mysql', by: 'RANGE (YEAR(day))' }, columns)).toEqual(['day']);
    expect(partitionColumns({ dialect: 'mysql', by: 'RANGE COLUMNS (`year`, id)' }, columns)).toEqual([
      'year',
      'id',
    ]);
    expect(partitionColumns({ dialect: 'mysql', by: 'KEY ()' }, columns)).toEqual([]);
    expect(isOneClause("VALUES IN ('a;b', 'c)')")).toBe(true);
    expect(isOneClause("VALUES IN ('a') /* x */")).toBe(false);
  });
});

describe('partition clauses, mutated', () => {
  const seeds = [
    'CREATE TABLE s (id int NOT NULL, d date NOT NULL, PRIMARY KEY (id, d)) PARTITION BY RANGE (YEAR(d)) (PARTITION p0 VALUES LESS THAN (2020), PARTITION p1 VALUES LESS THAN MAXVALUE);',
    "CREATE TABLE v (id int NOT NULL, r varchar(8) NOT NULL, PRIMARY KEY (id, r)) /*!50100 PARTITION BY LIST COLUMNS (r) (PARTITION e VALUES IN ('a', 'b')) */;",
    "CREATE TABLE j (name text NOT NULL, id int NOT NULL, PRIMARY KEY (name, id)) PARTITION BY LIST (name);\nCREATE TABLE j_a PARTITION OF j FOR VALUES IN ('a');\nCREATE TABLE j_b (name text NOT NULL, id int NOT NULL);\nALTER TABLE ONLY j ATTACH PARTITION j_b DEFAULT;",
  ];
  const pieces = [
    '(',
    ')',
    "'",
    ';',
    ',',
    'PARTITION ',
    'DEFAULT',
    'VALUES ',
    'FOR ',
    'SUBPARTITION ',
    '`',
    '"',
    '\n',
  ];
  let state = 42;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };

  it('never fails, and keeps only partitionings the model accepts', () => {
    for (let i = 0; i < 600; i += 1) {
      let sql = seeds[random(seeds.length)];
      for (let k = 0; k <= random(3); k += 1) {
        const at = random(sql.length);
        sql =
          random(2) === 0
            ? sql.slice(0, at) + pieces[random(pieces.length)] + sql.slice(at)
            : sql.slice(0, at) + sql.slice(at + 1 + random(6));
      }
      for (const dialect of ['mysql', 'postgresql'] as const) {
        const { model } = importDdl(sql, dialect);
        const partitioned = model.entities.filter((e) => e.partitioning);
        if (partitioned.length === 0) continue;
        const result = validateModel({ ...model, entities: partitioned });
        const problems = [
          ...(result.ok ? [] : result.problems.filter((p) => p.path.includes('partitioning'))),
          ...partitioned.flatMap((e) => partitionRuleProblems(e, model.entities)),
        ];
        expect({ sql, problems }).toEqual({ sql, problems: [] });
      }
    }
  });
});

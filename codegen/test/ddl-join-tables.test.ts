// Join tables folded into MANY_TO_MANY relations keep what the table has: its key (primary, unique, none), each
// foreign key's actions and its comment (JoinTable); one that has more than the model says stays an entity. Both DDL
// sets write them back, validation refuses what a join table cannot take. The real servers check the same in
// toolchains/ddl-round-trip.
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Model, Relation } from '../src/model/types';
import { importPostgresqlDdl } from '../src/node/import-postgresql';
import { PostgresSandbox } from '../src/node/postgres-sandbox';
import { problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const manyToMany = (model: Model): Relation[] =>
  model.entities.flatMap((e) => (e.relations ?? []).filter((r) => r.kind === 'MANY_TO_MANY'));
const tables = (model: Model) => model.entities.map((e) => e.tableName).sort();

// spring-petclinic's schema (db/mysql/schema.sql, db/postgres/schema.sql): no primary key, a UNIQUE over both
// columns, two plain foreign keys.
const PETCLINIC_MYSQL = `CREATE TABLE vets (id INT(4) UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, last_name VARCHAR(30));
CREATE TABLE specialties (id INT(4) UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY, name VARCHAR(80));
CREATE TABLE vet_specialties (
  vet_id INT(4) UNSIGNED NOT NULL,
  specialty_id INT(4) UNSIGNED NOT NULL,
  FOREIGN KEY (vet_id) REFERENCES vets(id),
  FOREIGN KEY (specialty_id) REFERENCES specialties(id),
  UNIQUE (vet_id,specialty_id)
) engine=InnoDB;`;
const PETCLINIC_POSTGRESQL = `CREATE TABLE vets (id INT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, last_name TEXT);
CREATE TABLE specialties (id INT GENERATED ALWAYS AS IDENTITY PRIMARY KEY, name TEXT);
CREATE TABLE vet_specialties (
  vet_id       INT NOT NULL REFERENCES vets (id),
  specialty_id INT NOT NULL REFERENCES specialties (id),
  UNIQUE (vet_id, specialty_id)
);`;
const PETCLINIC_JOIN = {
  name: 'vet_specialties',
  joinColumn: 'vet_id',
  inverseJoinColumn: 'specialty_id',
  key: 'unique',
  onDelete: null,
  inverseOnDelete: null,
  comment: '',
};

const ACTIONS = `CREATE TABLE actor (id bigint PRIMARY KEY);
CREATE TABLE film (id bigint PRIMARY KEY);
CREATE TABLE film_actor (
  film_id bigint NOT NULL REFERENCES film (id) ON DELETE RESTRICT ON UPDATE CASCADE,
  actor_id bigint NOT NULL REFERENCES actor (id) ON DELETE CASCADE,
  PRIMARY KEY (actor_id, film_id)
);
COMMENT ON TABLE film_actor IS '演员参演的影片';`;

describe('importing a join table', () => {
  it.each([
    ['mysql', PETCLINIC_MYSQL],
    ['postgresql', PETCLINIC_POSTGRESQL],
  ] as const)(
    'keeps spring-petclinic`s vet_specialties (%s): a UNIQUE key, plain foreign keys, no comment',
    (dialect, sql) => {
      const { model } = importDdl(sql, dialect);
      expect(tables(model)).toEqual(['specialties', 'vets']);
      expect(manyToMany(model)).toEqual([
        expect.objectContaining({ target: 'Specialty', joinTable: PETCLINIC_JOIN }),
      ]);
    },
  );

  it('keeps it through the PostgreSQL catalog too, as the product imports', async () => {
    const sandbox = new PostgresSandbox();
    try {
      const { model } = await importPostgresqlDdl(`${PETCLINIC_POSTGRESQL}\n${ACTIONS}`, sandbox);
      expect(manyToMany(model).map((r) => r.joinTable)).toEqual([
        PETCLINIC_JOIN,
        {
          name: 'film_actor',
          joinColumn: 'actor_id',
          inverseJoinColumn: 'film_id',
          inverseOnDelete: 'RESTRICT',
          inverseOnUpdate: 'CASCADE',
          comment: '演员参演的影片',
        },
      ]);
    } finally {
      await sandbox.close();
    }
  });

  it('keeps each key`s actions and the comment, and lets the key`s first column`s side own the table', () => {
    const { model } = importDdl(ACTIONS, 'postgresql');
    // film_actor would be film's by its name; its key starts with actor_id.
    expect(model.entities.find((e) => e.tableName === 'actor')?.relations).toEqual([
      {
        name: 'films',
        kind: 'MANY_TO_MANY',
        target: 'Film',
        inverseName: 'actors',
        label: '演员参演的影片',
        joinTable: {
          name: 'film_actor',
          joinColumn: 'actor_id',
          inverseJoinColumn: 'film_id',
          inverseOnDelete: 'RESTRICT',
          inverseOnUpdate: 'CASCADE',
          comment: '演员参演的影片',
        },
      },
    ]);
  });

  it('keeps a table without any key as a join table with key none, and the table`s own name beside a prefix', () => {
    const { model } = importDdl(
      `CREATE TABLE t_post (id int PRIMARY KEY); CREATE TABLE t_tag (id int PRIMARY KEY);
       CREATE TABLE t_post_tag (post_id int NOT NULL REFERENCES t_post (id) ON DELETE CASCADE,
                                tag_id int NOT NULL REFERENCES t_tag (id) ON DELETE CASCADE);`,
      'postgresql',
    );
    expect(model.project.tablePrefix).toBe('t_');
    expect(manyToMany(model).map((r) => r.joinTable)).toEqual([
      { name: 't_post_tag', joinColumn: 'post_id', inverseJoinColumn: 'tag_id', key: 'none', comment: '' },
    ]);
  });

  it('folds a MySQL join table whose second column has the index InnoDB gives a foreign key', () => {
    const { model } = importDdl(
      `CREATE TABLE a (id int PRIMARY KEY); CREATE TABLE b (id int PRIMARY KEY);
       CREATE TABLE a_b (a_id int NOT NULL, b_id int NOT NULL, PRIMARY KEY (a_id, b_id), KEY b_id (b_id),
         CONSTRAINT a_b_ibfk_1 FOREIGN KEY (a_id) REFERENCES a (id), CONSTRAINT a_b_ibfk_2 FOREIGN KEY (b_id) REFERENCES b (id));`,
      'mysql',
    );
    expect(tables(model)).toEqual(['a', 'b']);
  });

  const BASE = `CREATE TABLE a (id bigint PRIMARY KEY); CREATE TABLE b (id bigint PRIMARY KEY);`;
  it.each([
    ['a nullable join column', 'a_id bigint REFERENCES a (id), b_id bigint NOT NULL REFERENCES b (id)'],
    [
      'an int column referencing a bigint key',
      'a_id int NOT NULL REFERENCES a (id), b_id bigint NOT NULL REFERENCES b (id)',
    ],
    ['a default', 'a_id bigint NOT NULL DEFAULT 1 REFERENCES a (id), b_id bigint NOT NULL REFERENCES b (id)'],
    [
      'ON DELETE SET NULL',
      'a_id bigint NOT NULL REFERENCES a (id) ON DELETE SET NULL, b_id bigint NOT NULL REFERENCES b (id)',
    ],
    [
      'a DEFERRABLE key',
      'a_id bigint NOT NULL REFERENCES a (id) DEFERRABLE, b_id bigint NOT NULL REFERENCES b (id)',
    ],
    [
      'a primary key and a unique key',
      'a_id bigint REFERENCES a (id), b_id bigint REFERENCES b (id), PRIMARY KEY (a_id, b_id), UNIQUE (b_id, a_id)',
    ],
    [
      'a key in descending order',
      'a_id bigint REFERENCES a (id), b_id bigint REFERENCES b (id), PRIMARY KEY (a_id, b_id DESC)',
    ],
    [
      'a CHECK',
      'a_id bigint NOT NULL REFERENCES a (id), b_id bigint NOT NULL REFERENCES b (id), CHECK (a_id <> b_id)',
    ],
  ])('keeps a table with %s as an entity, so nothing is lost', (_, columns) => {
    const { model } = importDdl(`${BASE} CREATE TABLE a_b (${columns});`, 'postgresql');
    expect(tables(model)).toEqual(['a', 'a_b', 'b']);
    expect(manyToMany(model)).toEqual([]);
  });

  it('keeps a PostgreSQL join table with an index of its own as an entity', () => {
    const { model } = importDdl(
      `${BASE} CREATE TABLE a_b (a_id bigint REFERENCES a (id), b_id bigint REFERENCES b (id), PRIMARY KEY (a_id, b_id));
       CREATE INDEX a_b_b ON a_b (b_id);`,
      'postgresql',
    );
    expect(tables(model)).toEqual(['a', 'a_b', 'b']);
  });
});

describe('exporting a join table', () => {
  const model = (joinTable: Partial<NonNullable<Relation['joinTable']>>): Model => ({
    project: { name: 'p', basePackage: 'com.example', database: 'POSTGRESQL' },
    entities: [
      {
        className: 'Vet',
        tableName: 'vets',
        fields: [{ name: 'id', column: 'id', type: 'int', primaryKey: true, sqlSize: 'small' }],
        relations: [
          {
            name: 'specialties',
            kind: 'MANY_TO_MANY',
            target: 'Specialty',
            joinTable: {
              name: 'vet_specialties',
              joinColumn: 'vet_id',
              inverseJoinColumn: 'specialty_id',
              ...joinTable,
            },
          },
        ],
      },
      {
        className: 'Specialty',
        tableName: 'specialties',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
      },
    ],
  });

  it('writes the defaults: a primary key over the keys` own types (SMALLINT too), ON DELETE CASCADE, a comment from the labels', () => {
    expect(exportDdl(model({}), 'postgresql')).toContain(`CREATE TABLE "vet_specialties" (
  "vet_id" SMALLINT NOT NULL,
  "specialty_id" BIGINT NOT NULL,
  PRIMARY KEY ("vet_id", "specialty_id")
);
COMMENT ON TABLE "vet_specialties" IS 'Vet与Specialty的关联';`);
    const mysql = exportDdl(model({}), 'mysql');
    expect(mysql).toContain(`CREATE TABLE \`vet_specialties\` (
  \`vet_id\` SMALLINT NOT NULL,
  \`specialty_id\` BIGINT NOT NULL,
  PRIMARY KEY (\`vet_id\`, \`specialty_id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='Vet与Specialty的关联';`);
    expect(mysql).toContain(
      'ALTER TABLE `vet_specialties` ADD FOREIGN KEY (`vet_id`) REFERENCES `vets` (`id`) ON DELETE CASCADE;',
    );
  });

  it('writes a UNIQUE key or none, each key`s own actions and the comment as the model has them', () => {
    const unique = model({
      key: 'unique',
      onDelete: null,
      inverseOnDelete: 'RESTRICT',
      inverseOnUpdate: 'CASCADE',
      comment: '',
    });
    const postgresql = exportDdl(unique, 'postgresql');
    expect(postgresql).toContain(`CREATE TABLE "vet_specialties" (
  "vet_id" SMALLINT NOT NULL,
  "specialty_id" BIGINT NOT NULL,
  UNIQUE ("vet_id", "specialty_id")
);\n`);
    expect(postgresql).not.toContain('COMMENT ON TABLE "vet_specialties"');
    expect(postgresql).toContain(
      'ALTER TABLE "vet_specialties" ADD FOREIGN KEY ("vet_id") REFERENCES "vets" ("id");',
    );
    expect(postgresql).toContain(
      'ALTER TABLE "vet_specialties" ADD FOREIGN KEY ("specialty_id") REFERENCES "specialties" ("id") ON DELETE RESTRICT ON UPDATE CASCADE;',
    );
    const mysql = exportDdl(unique, 'mysql');
    expect(mysql).toContain(`  UNIQUE KEY (\`vet_id\`, \`specialty_id\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;`);
    expect(mysql).toContain(
      'ALTER TABLE `vet_specialties` ADD FOREIGN KEY (`vet_id`) REFERENCES `vets` (`id`);',
    );
    expect(mysql).toContain(
      'ALTER TABLE `vet_specialties` ADD FOREIGN KEY (`specialty_id`) REFERENCES `specialties` (`id`) ON DELETE RESTRICT ON UPDATE CASCADE;',
    );
    const keyless = model({ key: 'none', comment: '兽医的专长' });
    expect(exportDdl(keyless, 'postgresql')).toContain(`  "specialty_id" BIGINT NOT NULL
);
COMMENT ON TABLE "vet_specialties" IS '兽医的专长';`);
    expect(exportDdl(keyless, 'mysql')).toContain(`  \`specialty_id\` BIGINT NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='兽医的专长';`);
  });

  it('gives back the imported script`s join table', () => {
    for (const [dialect, sql] of [
      ['mysql', PETCLINIC_MYSQL],
      ['postgresql', PETCLINIC_POSTGRESQL],
    ] as const) {
      const exported = exportDdl(importDdl(sql, dialect).model, dialect);
      expect(exported).toMatch(/UNIQUE (KEY )?\([`"]vet_id[`"], [`"]specialty_id[`"]\)/);
      expect(exported).not.toMatch(/PRIMARY KEY \([`"]vet_id/);
      expect(exported).not.toMatch(/ON DELETE CASCADE|的关联/);
    }
  });
});

describe('validating a join table', () => {
  const base: Model = {
    project: { name: 'p', basePackage: 'com.example', database: 'MYSQL' },
    entities: [
      {
        className: 'Vet',
        tableName: 'vets',
        fields: [{ name: 'id', column: 'id', type: 'int', primaryKey: true }],
        relations: [
          {
            name: 'specialties',
            kind: 'MANY_TO_MANY',
            target: 'Specialty',
            joinTable: { name: 'vet_specialties', joinColumn: 'vet_id', inverseJoinColumn: 'specialty_id' },
          },
        ],
      },
      {
        className: 'Specialty',
        tableName: 'specialties',
        fields: [{ name: 'id', column: 'id', type: 'int', primaryKey: true }],
      },
    ],
  };
  const withJoinTable = (details: Record<string, unknown>): Model => {
    const model = structuredClone(base);
    Object.assign(model.entities[0].relations![0].joinTable!, details);
    return model;
  };

  it('takes the key, actions (null = no clause) and comment a real join table has', () => {
    expect(
      problemsOf(
        withJoinTable({
          key: 'unique',
          onDelete: null,
          onUpdate: 'NO ACTION',
          inverseOnDelete: 'RESTRICT',
          inverseOnUpdate: 'CASCADE',
          comment: '',
        }),
      ),
    ).toEqual([]);
    expect(problemsOf(withJoinTable({ key: 'none' }))).toEqual([]);
  });

  it('refuses an unknown key, SET NULL / SET DEFAULT on NOT NULL join columns and a comment that is no text', () => {
    expect(
      problemsOf(
        withJoinTable({ key: 'primary', onDelete: 'SET NULL', inverseOnUpdate: 'SET DEFAULT', comment: 3 }),
      ),
    ).toEqual([
      "entities[0].relations[0].joinTable.key: 中间表的 key 只能是 'unique' 或 'none'（不设置即为两列的主键）",
      'entities[0].relations[0].joinTable.onDelete: 中间表指向本实体的外键在删除时的动作「SET NULL」不受支持，可选：CASCADE、RESTRICT、NO ACTION（中间表的列不能为空、没有默认值，不能用 SET NULL 或 SET DEFAULT）',
      'entities[0].relations[0].joinTable.inverseOnUpdate: 中间表指向目标实体的外键在更新时的动作「SET DEFAULT」不受支持，可选：CASCADE、RESTRICT、NO ACTION（中间表的列不能为空、没有默认值，不能用 SET NULL 或 SET DEFAULT）',
      'entities[0].relations[0].joinTable.comment: 中间表的注释必须是文字（不写注释请填空字符串）',
    ]);
  });
});

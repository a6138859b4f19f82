// A join table's own default character set and collation (MySQL `DEFAULT CHARSET=… COLLATE=…`) where it differs from
// its owner's: kept on the MANY_TO_MANY's JoinTable.mysqlCharset, validated as an entity's, written back by the MySQL
// DDL and listed as having no meaning in PostgreSQL. A PostgreSQL join column's own COLLATE keeps the table an entity.
// The real server checks the same in toolchains/ddl-round-trip.
import { importDdl } from '../src/ddl/import';
import type { Model, Relation } from '../src/model/types';
import { entityOf, exportDdl, fieldOf, problemsOf } from './support/ddl';
import { postgresImports } from './support/postgres';

jest.setTimeout(120_000);

const { bothPaths } = postgresImports();

const joinTableOf = (model: Model, table: string): Relation['joinTable'] =>
  model.entities
    .flatMap((e) => e.relations ?? [])
    .find((r) => r.kind === 'MANY_TO_MANY' && r.joinTable?.name === table)?.joinTable;

/** The CREATE TABLE statement of `table` in a MySQL script. */
const createTable = (ddl: string, table: string): string =>
  new RegExp(`CREATE TABLE \`${table}\` \\([\\s\\S]*?\\n\\)[^;]*;`).exec(ddl)?.[0] ?? '';

describe('a MySQL join table’s own character set and collation', () => {
  const sql = `CREATE TABLE film (id int NOT NULL PRIMARY KEY, title varchar(50)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE actor (id int NOT NULL PRIMARY KEY) DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci;
CREATE TABLE film_actor (film_id int NOT NULL, actor_id int NOT NULL, PRIMARY KEY (film_id, actor_id),
  FOREIGN KEY (film_id) REFERENCES film (id), FOREIGN KEY (actor_id) REFERENCES actor (id))
  ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_bin;
CREATE TABLE film_tag (film_id int NOT NULL, tag_id int NOT NULL, PRIMARY KEY (film_id, tag_id),
  FOREIGN KEY (film_id) REFERENCES film (id), FOREIGN KEY (tag_id) REFERENCES tag (id)) DEFAULT CHARSET=utf8mb4;
CREATE TABLE tag (id int NOT NULL PRIMARY KEY, label varchar(20)) DEFAULT CHARSET=latin1;
CREATE TABLE tag_actor (tag_id int NOT NULL, actor_id int NOT NULL, PRIMARY KEY (tag_id, actor_id),
  FOREIGN KEY (tag_id) REFERENCES tag (id), FOREIGN KEY (actor_id) REFERENCES actor (id));
CREATE TABLE label (name varchar(20) NOT NULL PRIMARY KEY) DEFAULT CHARSET=latin1;
CREATE TABLE film_label (film_id int NOT NULL, label_name varchar(20) NOT NULL, PRIMARY KEY (film_id, label_name),
  FOREIGN KEY (film_id) REFERENCES film (id), FOREIGN KEY (label_name) REFERENCES label (name)) DEFAULT CHARSET=latin1;`;
  const result = importDdl(sql, 'mysql');
  const { model } = result;

  it('keeps the one that differs from its owner’s on the join table, and none that is the owner’s', () => {
    expect(model.entities.map((e) => e.tableName).sort()).toEqual(['actor', 'film', 'label', 'tag']);
    expect(joinTableOf(model, 'film_actor')?.mysqlCharset).toEqual({
      charset: 'latin1',
      collate: 'latin1_bin',
    });
    // The owner's character set, written or not: nothing of its own.
    expect(joinTableOf(model, 'film_tag')).not.toHaveProperty('mysqlCharset');
    // No clause in a latin1 owner's script: the server's default, utf8mb4.
    expect(joinTableOf(model, 'tag_actor')?.mysqlCharset).toEqual({ charset: 'utf8mb4' });
    // A string key takes the join table's character set, the referenced column's.
    expect(joinTableOf(model, 'film_label')?.mysqlCharset).toEqual({ charset: 'latin1' });
    expect(result.skipped).toEqual([]);
    expect(problemsOf(model)).toEqual([]);
  });

  it('writes it back in the MySQL DDL, with a string key column in the referenced column’s character set', () => {
    const ddl = exportDdl(model, 'mysql');
    expect(createTable(ddl, 'film_actor')).toContain(
      ') ENGINE=InnoDB DEFAULT CHARSET=latin1 COLLATE=latin1_bin;',
    );
    expect(createTable(ddl, 'film_tag')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;');
    expect(createTable(ddl, 'tag_actor')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;');
    expect(createTable(ddl, 'film_label')).toContain('`label_name` VARCHAR(20) NOT NULL,');
    expect(createTable(ddl, 'film_label')).toContain(') ENGINE=InnoDB DEFAULT CHARSET=latin1;');
    // A join table in another character set than its owner's: the owner's string key column keeps the owner's.
    const owned: Model = {
      ...model,
      entities: model.entities.map((e) =>
        e.tableName === 'label'
          ? {
              ...e,
              relations: [
                {
                  name: 'taggedFilms',
                  kind: 'MANY_TO_MANY',
                  target: entityOf(model, 'film').className,
                  joinTable: {
                    name: 'label_film',
                    joinColumn: 'label_name',
                    inverseJoinColumn: 'film_id',
                    mysqlCharset: { charset: 'utf8mb3', collate: 'utf8mb3_bin' },
                  },
                },
              ],
            }
          : e,
      ),
    };
    expect(problemsOf(owned)).toEqual([]);
    const labelFilm = createTable(exportDdl(owned, 'mysql'), 'label_film');
    expect(labelFilm).toContain('`label_name` VARCHAR(20) CHARACTER SET latin1 NOT NULL,');
    expect(labelFilm).toContain(') ENGINE=InnoDB DEFAULT CHARSET=utf8mb3 COLLATE=utf8mb3_bin COMMENT=');
  });

  it('lists that PostgreSQL has the database’s encoding, and writes none there', () => {
    expect(result.approximations).toContainEqual(
      expect.objectContaining({
        statement: 'film_actor COLLATE',
        reason: expect.stringMatching(
          /^中间表 film_actor 的默认字符集和排序规则（CHARSET=latin1 COLLATE=latin1_bin）按 MySQL 的写法保存：导出到 PostgreSQL 时/,
        ),
      }),
    );
    expect(result.approximations.map((a) => a.statement)).not.toContain('film_tag COLLATE');
    expect(exportDdl(model, 'postgresql')).not.toMatch(/CHARSET|COLLATE|latin1/);
  });

  it('validates it as an entity’s', () => {
    const bad = structuredClone(model);
    const relation = bad.entities
      .flatMap((e) => e.relations ?? [])
      .find((r) => r.joinTable?.name === 'film_actor')!;
    const owner = bad.entities.findIndex((e) => e.relations?.includes(relation));
    const at = `entities[${owner}].relations[${bad.entities[owner].relations!.indexOf(relation)}].joinTable.mysqlCharset`;
    relation.joinTable!.mysqlCharset = { charset: 'latin1', collate: 'utf8mb4_bin' };
    expect(problemsOf(bad)).toEqual([
      expect.stringMatching(
        new RegExp(`^${at.replace(/[[\].]/g, '\\$&')}\\.collate: 排序规则 utf8mb4_bin 不属于字符集 latin1`),
      ),
    ]);
    relation.joinTable!.mysqlCharset = { charset: 'latin-1' };
    expect(problemsOf(bad)).toEqual([`${at}.charset: 字符集名只能由字母、数字和下划线组成（如 latin1）`]);
    relation.joinTable!.mysqlCharset = {};
    expect(problemsOf(bad)).toEqual([`${at}: 表的字符集至少要填字符集或排序规则之一`]);
  });
});

describe('a PostgreSQL join column’s own collation', () => {
  it('keeps the table an entity, with the collation, on both paths', async () => {
    const sql = `CREATE TABLE tag (name text COLLATE "C" PRIMARY KEY);
CREATE TABLE post (id int PRIMARY KEY);
CREATE TABLE post_tag (post_id int NOT NULL REFERENCES post (id), tag_name text COLLATE "C" NOT NULL REFERENCES tag (name),
  PRIMARY KEY (post_id, tag_name));`;
    for (const [path, { model }] of await bothPaths(sql)) {
      expect([path, model.entities.map((e) => e.tableName).sort()]).toEqual([
        path,
        ['post', 'post_tag', 'tag'],
      ]);
      expect([path, fieldOf(model, 'post_tag', 'tag_name').collation]).toEqual([
        path,
        { dialect: 'postgresql', collate: 'C' },
      ]);
    }
  });
});

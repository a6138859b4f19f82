// Foreign keys whose column type differs from the referenced key's where the database accepts it (bigint → integer,
// integer → numeric), and keys to a table without primary key: kept by both paths of a PostgreSQL import as the
// same relation, valid, and written back by both DDL sets. The real servers check the same in toolchains/ddl-round-trip.
import { importDdl } from '../src/ddl/import';
import type { Model } from '../src/model/types';
import { postgresImports } from './support/postgres';
import { entityOf, exportDdl, fieldOf, problemsOf } from './support/ddl';

jest.setTimeout(120_000);

const { bothPaths } = postgresImports();

describe('a key whose column type differs from the referenced key', () => {
  // ejabberd: the table has no primary key, the key references its serial's UNIQUE column from a bigint.
  const KEYLESS = `CREATE TABLE node_list (host text NOT NULL, node_id SERIAL UNIQUE);
CREATE TABLE node_option (node_id bigint REFERENCES node_list(node_id) ON DELETE CASCADE, val text NOT NULL);`;

  // Both tables start with node_: the import reads it as the project's table prefix (tables list and option).
  it('keeps a bigint key to the serial UNIQUE column of a table without primary key, the same on both paths', async () => {
    const models: Model[] = [];
    for (const [path, result] of await bothPaths(KEYLESS)) {
      const { model } = result;
      models.push(model);
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect([path, result.skipped.filter((s) => s.statement.startsWith('node_option'))]).toEqual([path, []]);
      expect([path, fieldOf(model, 'option', 'node_id').type]).toEqual([path, 'long']);
      expect([path, entityOf(model, 'option').relations]).toEqual([
        path,
        [
          expect.objectContaining({
            kind: 'MANY_TO_ONE',
            target: entityOf(model, 'list').className,
            joinField: 'nodeId',
            onDelete: 'CASCADE',
          }),
        ],
      ]);
      const pg = exportDdl(model, 'postgresql');
      expect([path, pg]).toEqual([path, expect.stringMatching(/"node_option" \(\s+"node_id" BIGINT,/)]);
      expect([path, pg]).toEqual([
        path,
        expect.stringContaining(
          'FOREIGN KEY ("node_id") REFERENCES "node_list" ("node_id") ON DELETE CASCADE;',
        ),
      ]);
      // InnoDB refuses an integer key of another size: the MySQL column takes the referenced key's type (listed).
      const mysql = exportDdl(model, 'mysql');
      expect([path, mysql]).toEqual([path, expect.stringMatching(/`node_option` \(\s+`node_id` INT NULL,/)]);
      expect([path, mysql]).toEqual([
        path,
        expect.stringContaining(
          'FOREIGN KEY (`node_id`) REFERENCES `node_list` (`node_id`) ON DELETE CASCADE;',
        ),
      ]);
      expect([path, result.approximations.map((a) => a.reason)]).toEqual([
        path,
        expect.arrayContaining([expect.stringContaining('node_id BIGINT → INT')]),
      ]);
    }
    // Both read the serial's own UNIQUE as the key of the table without primary key.
    expect(
      entityOf(models[0], 'list')
        .fields.filter((f) => f.primaryKey)
        .map((f) => f.column),
    ).toEqual(['node_id']);
    expect(models[1].entities).toEqual(models[0].entities);
  });

  it('keeps integer keys of another size or numeric to a unique column, as PostgreSQL accepts them', async () => {
    const sql = `CREATE TABLE item (id int PRIMARY KEY, code int UNIQUE, serial numeric(12) UNIQUE);
CREATE TABLE stock (id int PRIMARY KEY, item_code bigint REFERENCES item (code), item_serial int REFERENCES item (serial));`;
    for (const [path, { model }] of await bothPaths(sql)) {
      expect([path, problemsOf(model)]).toEqual([path, []]);
      expect([
        path,
        entityOf(model, 'stock').relations?.map((r) => [r.joinFields, r.referencedFields]),
      ]).toEqual([
        path,
        [
          [['itemCode'], ['code']],
          [['itemSerial'], ['serial']],
        ],
      ]);
      const pg = exportDdl(model, 'postgresql');
      expect([path, pg]).toEqual([path, expect.stringContaining('"item_code" BIGINT,')]);
      expect([path, pg]).toEqual([path, expect.stringContaining('"item_serial" INTEGER')]);
      const mysql = exportDdl(model, 'mysql');
      expect([path, mysql]).toEqual([path, expect.stringContaining('`item_code` INT NULL,')]);
      expect([path, mysql]).toEqual([path, expect.stringContaining('`item_serial` DECIMAL(12,0) NULL')]);
    }
  });

  it('refuses a join field PostgreSQL would refuse: a decimal referencing an integer key', () => {
    const { model } = importDdl(
      `CREATE TABLE item (id int PRIMARY KEY, code int UNIQUE);
CREATE TABLE stock (id int PRIMARY KEY, item_code int REFERENCES item (code));`,
      'postgresql',
    );
    expect(problemsOf(model)).toEqual([]);
    fieldOf(model, 'stock', 'item_code').type = 'decimal';
    expect(problemsOf(model)).toEqual([
      'entities[1].relations[0].joinFields[0]: 外键字段 itemCode（decimal）与被引用字段 Item.code（int）类型不同，请改为相同类型',
    ]);
  });
});

describe('a key the catalog alone reads, to a table the text import keys otherwise', () => {
  it('references the unique column itself when the text import keyed the table by other columns', async () => {
    // The text import cannot read the DO block; PostgreSQL runs it. The text import keys node_list by (host,
    // node_id), the catalog's by its unique node_id: the key is kept as a reference to node_id.
    const sql = `CREATE TABLE node_list (host text NOT NULL, node_id int NOT NULL);
CREATE TABLE node_option (node_id int, val text NOT NULL);
DO $$ BEGIN
  ALTER TABLE node_list ADD UNIQUE (node_id);
  ALTER TABLE node_option ADD FOREIGN KEY (node_id) REFERENCES node_list (node_id);
END $$;`;
    const [, [, { model }]] = await bothPaths(sql);
    expect(problemsOf(model)).toEqual([]);
    expect(entityOf(model, 'option').relations).toEqual([
      expect.objectContaining({ kind: 'MANY_TO_ONE', joinFields: ['nodeId'], referencedFields: ['nodeId'] }),
    ]);
    expect(exportDdl(model, 'postgresql')).toContain(
      'FOREIGN KEY ("node_id") REFERENCES "node_list" ("node_id");',
    );
  });
});

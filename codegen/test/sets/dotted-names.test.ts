// Table and schema names holding a `.` (debezium's `"dbz.table"`, `"Quoted_"" . Table"`): GORM splits an unquoted
// name at each `.`, so the go-gorm set writes such a name quoted; SQLAlchemy keeps a name whole as it is; TypeORM
// splits every table path at each `.` (and the importer lists the tables it cannot address, with GORM's own limits).
// Proven at runtime by the generated backends on PostgreSQL 15 (see the report of the change); here on the text.
import path from 'node:path';

import { importDdl } from '../../src/ddl/import';
import type { Model } from '../../src/model/types';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../../src/node/load-set';
import { dottedNamesModel } from '../support/dotted-names';
import { renderOfficial } from '../support/render-official';

function render(model: Model, setId: string): Record<string, string> {
  const set = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, setId));
  return Object.fromEntries(renderOfficial(model, set).map((file) => [file.path, file.content]));
}

/** What TableName() of each model file returns, as Go source. */
function tableNames(files: Record<string, string>): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith('internal/model/') && file !== 'internal/model/wire-formats.go')
      .map(([file, source]) => [
        path.basename(file),
        /TableName\(\) string \{\n\treturn (.*)\n/.exec(source)?.[1],
      ]),
  );
}

describe('go-gorm names a table holding a `.`', () => {
  const files = render(dottedNamesModel(), 'go-gorm');
  const database = files['internal/database/database.go'];

  it('quoted part by part, which GORM keeps whole, in its schema or public', () => {
    expect(tableNames(files)).toEqual({
      'dbz_table.go': String.raw`"\"public\".\"dbz.table\""`,
      'quoted_table.go': String.raw`"\"public\".\"Quoted_\"\" . Table\""`,
      'schema_order.go': String.raw`"\"my.shop\".\"orders\""`,
      'note.go': '"note"',
    });
  });

  it('leaves it out of AutoMigrate, whose migrator splits it, with the relations that would pull it in', () => {
    const migrate = database.slice(database.indexOf('// Migrate'));
    expect(migrate).toContain(
      '// 名字含“.”的表（"public"."dbz.table"、"public"."Quoted_"" . Table"、"my.shop"."orders"）不在其中：',
    );
    expect(migrate).toMatch(/db\.AutoMigrate\(\n\t\t&model\.Note\{\},\n\t\)/);
    expect(database).not.toContain('CREATE SCHEMA');
    for (const model of ['note.go', 'schema_order.go'])
      expect(files[`internal/model/${model}`]).toContain(
        '`gorm:"foreignKey:DbzTableId;references:Id;-:migration" json:"dbzTable,omitempty"`',
      );
  });

  it('with backticks on MySQL, where it has no schema', () => {
    const model = dottedNamesModel('MYSQL');
    model.entities = model.entities.filter((e) => !e.sqlSchema);
    model.entities[0].sqlTableName = 'a.b.c';
    expect(tableNames(render(model, 'go-gorm'))).toEqual({
      'dbz_table.go': '"`a.b.c`"',
      'quoted_table.go': '"`Quoted_\\" . Table`"',
      'note.go': '"note"',
    });
  });

  it('and writes a plain schema-qualified name as before', () => {
    const model = dottedNamesModel();
    model.entities[2].sqlSchema = 'archive';
    const changed = render(model, 'go-gorm');
    expect(tableNames(changed)['schema_order.go']).toBe('"archive.orders"');
    expect(changed['internal/database/database.go']).toContain('CREATE SCHEMA IF NOT EXISTS');
  });
});

describe('fastapi-sqlalchemy keeps a name holding a `.` whole', () => {
  it('as the table, the schema and the key of a reference, which SQLAlchemy matches as written', () => {
    const files = render(dottedNamesModel(), 'fastapi-sqlalchemy');
    expect(files['app/models/dbz_table.py']).toContain('__tablename__ = "dbz.table"');
    expect(files['app/models/schema_order.py']).toContain(
      '{"comment": "带点模式中的订单", "schema": "my.shop"},',
    );
    expect(files['app/models/schema_order.py']).toContain('ForeignKey("dbz.table.id")');
  });
});

describe('the import lists a table the code sets cannot address', () => {
  const listed = (ddl: string, dialect: 'postgresql' | 'mysql') =>
    importDdl(ddl, dialect)
      .approximations.filter((a) => a.reason.includes('无法读写该表'))
      .map((a) => [a.statement, a.reason]);

  it('on PostgreSQL: a `.` for TypeORM, a leading quote for GORM, a quote inside for none', () => {
    const ddl = [
      'CREATE TABLE "Quoted_"" . Table" (id int PRIMARY KEY);',
      'CREATE SCHEMA "my"".shop";',
      'CREATE TABLE "my"".shop".orders (id int PRIMARY KEY);',
      'CREATE TABLE """lead" (id int PRIMARY KEY);',
      'CREATE TABLE "t""q" (id int PRIMARY KEY);',
    ].join('\n');
    expect(listed(ddl, 'postgresql')).toEqual([
      [
        'Quoted_" . Table',
        '表「Quoted_" . Table」：NestJS（TypeORM）生成的代码会在名字的每个 “.” 处把它拆成“模式.表”，无法读写该表；其他生成的代码和建表脚本照原名使用',
      ],
      ['my".shop.orders', expect.stringContaining('表「my".shop.orders」：NestJS（TypeORM）')],
      [
        '"lead',
        '表「"lead」：Go（GORM）生成的代码会把名字开头的 " 当作引号，无法读写该表；其他生成的代码和建表脚本照原名使用',
      ],
    ]);
  });

  it('on MySQL: exactly one `.` for GORM too, which cannot name the database', () => {
    const ddl = [
      'CREATE TABLE `Quoted_" . Table` (id int PRIMARY KEY);',
      'CREATE TABLE `q".a.b` (id int PRIMARY KEY);',
    ].join('\n');
    expect(listed(ddl, 'mysql')).toEqual([
      [
        'Quoted_" . Table',
        '表「Quoted_" . Table」：NestJS（TypeORM）生成的代码会在名字的每个 “.” 处把它拆成“模式.表”；Go（GORM）生成的代码会把只含一个 “.” 的名字当作“库.表”，无法读写该表；其他生成的代码和建表脚本照原名使用',
      ],
      ['q".a.b', expect.not.stringContaining('GORM')],
    ]);
  });
});

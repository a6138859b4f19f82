// An imported script's tables keep their names in the database whatever the project's table prefix: the prefix
// the script's tables share is the import's guess, the project's own is what generated code and DDL put in front.
import { databaseTableKey, exportDdl, importDdl, onTablePrefix, validateModel } from '../src';

const RUOYI = `
CREATE TABLE sys_user (user_id BIGINT PRIMARY KEY, user_name VARCHAR(30) NOT NULL);
CREATE TABLE sys_role (role_id BIGINT PRIMARY KEY, user_id BIGINT, FOREIGN KEY (user_id) REFERENCES sys_user (user_id));
`;

function tables(prefix: string) {
  const { model } = onTablePrefix(importDdl(RUOYI, 'mysql').model, prefix);
  return {
    names: model.entities.map((e) => [e.tableName, e.sqlTableName]),
    ddl: exportDdl(model, 'mysql'),
    prefix: model.project.tablePrefix,
  };
}

describe('onTablePrefix', () => {
  it('keeps the script’s prefix in the table name of a project without one', () => {
    expect(importDdl(RUOYI, 'mysql').model.project.tablePrefix).toBe('sys_');
    const { names, ddl, prefix } = tables('');
    expect(names).toEqual([
      ['sys_user', undefined],
      ['sys_role', undefined],
    ]);
    expect(prefix).toBeUndefined();
    expect(ddl).toContain('CREATE TABLE `sys_user`');
    expect(ddl).toMatch(/REFERENCES `sys_user`/);
  });

  it('takes the project’s prefix off a table that has it', () => {
    const { names, ddl, prefix } = tables('sys_');
    expect(names).toEqual([
      ['user', undefined],
      ['role', undefined],
    ]);
    expect(prefix).toBe('sys_');
    expect(ddl).toContain('CREATE TABLE `sys_role`');
  });

  it('keeps the exact name of a table without the project’s prefix', () => {
    const { names, ddl } = tables('t_');
    expect(names).toEqual([
      ['user', 'sys_user'],
      ['role', 'sys_role'],
    ]);
    expect(ddl).toContain('CREATE TABLE `sys_user`');
    expect(ddl).not.toContain('t_user');
  });

  it('reports each table name before and after, for the suggestions that name them', () => {
    const { renamed } = onTablePrefix(importDdl(RUOYI, 'mysql').model, '');
    expect([...renamed]).toEqual([
      ['user', 'sys_user'],
      ['role', 'sys_role'],
    ]);
  });

  it('keeps the exact name where taking the prefix off would not give the table back', () => {
    const sql =
      'CREATE TABLE sys_sys_log (id int PRIMARY KEY); CREATE TABLE sys_2fa (id int PRIMARY KEY); CREATE TABLE sys_user (id int PRIMARY KEY);';
    const imported = importDdl(sql, 'mysql').model;
    // A table that repeats the prefix keeps its exact name from the import on.
    expect(imported.entities[0]).toMatchObject({ tableName: 'sys_log', sqlTableName: 'sys_sys_log' });
    const { model } = onTablePrefix(imported, 'sys_');
    expect(model.entities.map((e) => [e.tableName, e.sqlTableName])).toEqual([
      ['sys_log', 'sys_sys_log'],
      // `2fa` is no table name the model takes: the import kept the prefix in it.
      ['sys_2fa', undefined],
      ['user', undefined],
    ]);
    expect(validateModel(model).ok).toBe(true);
    const ddl = exportDdl(model, 'mysql');
    for (const table of ['sys_sys_log', 'sys_2fa', 'sys_user'])
      expect(ddl).toContain(`CREATE TABLE \`${table}\``);
  });

  it('tells tables apart by schema and the name the database has', () => {
    const { model } = onTablePrefix(importDdl(RUOYI, 'mysql').model, 'app_');
    expect(model.entities.map((e) => databaseTableKey(e, 'app_'))).toEqual(['.sys_user', '.sys_role']);
    expect(databaseTableKey({ className: 'User', tableName: 'user', fields: [] }, 'app_')).toBe('.app_user');
    expect(
      databaseTableKey(
        { className: 'O', tableName: 'o', sqlTableName: 'Orders', sqlSchema: 'Archive', fields: [] },
        '',
      ),
    ).toBe('archive.orders');
  });

  it('leaves a model already named for the project as it is', () => {
    const model = importDdl(
      'CREATE TABLE t_order (id INT PRIMARY KEY); CREATE TABLE t_item (id INT PRIMARY KEY);',
      'mysql',
    ).model;
    expect(model.project.tablePrefix).toBe('t_');
    expect(onTablePrefix(model, 't_').model).toEqual(model);
  });
});

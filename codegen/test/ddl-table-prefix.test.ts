// An imported script's tables keep their names in the database whatever the project's table prefix: the prefix
// the script's tables share is the import's guess, the project's own is what generated code and DDL put in front.
import { exportDdl, importDdl, onTablePrefix } from '../src';

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

  it('leaves a model already named for the project as it is', () => {
    const model = importDdl(
      'CREATE TABLE t_order (id INT PRIMARY KEY); CREATE TABLE t_item (id INT PRIMARY KEY);',
      'mysql',
    ).model;
    expect(model.project.tablePrefix).toBe('t_');
    expect(onTablePrefix(model, 't_').model).toEqual(model);
  });
});

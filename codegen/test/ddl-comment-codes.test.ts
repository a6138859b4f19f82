// Status-style comments (`状态（0正常 1停用）`, `0=男,1=女`…) become labelled codes on the field: a suggestion
// the import lists, which keeps the field's type and stored values and leaves the exported DDL unchanged.
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import { commentCodes } from '../src/ddl/import/comment-codes';
import { splitComment } from '../src/model/comment';
import { validateModel } from '../src/model/validate';

const codesOf = (comment: string) => commentCodes(comment, splitComment(comment).comment);

describe('commentCodes', () => {
  it.each([
    [
      '状态（0正常 1停用）',
      [
        ['0', '正常'],
        ['1', '停用'],
      ],
    ],
    ['是否主键（1是）', [['1', '是']]],
    [
      '性别：0=男,1=女',
      [
        ['0', '男'],
        ['1', '女'],
      ],
    ],
    [
      '1-启用 2-禁用',
      [
        ['1', '启用'],
        ['2', '禁用'],
      ],
    ],
    [
      '状态 0:正常 1:禁用',
      [
        ['0', '正常'],
        ['1', '禁用'],
      ],
    ],
    [
      '分类级别：0->1级；1->2级',
      [
        ['0', '1级'],
        ['1', '2级'],
      ],
    ],
    [
      '菜单类型（M目录 C菜单 F按钮）',
      [
        ['M', '目录'],
        ['C', '菜单'],
        ['F', '按钮'],
      ],
    ],
    [
      '0=male,1=female',
      [
        ['0', 'male'],
        ['1', 'female'],
      ],
    ],
  ])('reads %s', (comment, pairs) => {
    expect(codesOf(comment)).toEqual(pairs.map(([value, label]) => ({ value, label })));
  });

  it.each([
    '积分：每消费1元得1分',
    '标题（不超过200字）',
    '版本（2代）',
    '显示顺序',
    'Yes No',
    '状态（0正常1停用）',
    '状态（0正常 0停用）',
    '',
  ])('finds no codes in %j', (comment) => {
    expect(codesOf(comment)).toBeUndefined();
  });
});

describe('importDdl with status-style comments', () => {
  const sql = `CREATE TABLE sys_user (
  user_id bigint NOT NULL AUTO_INCREMENT COMMENT '用户ID（1是）',
  status char(1) DEFAULT '0' COMMENT '帐号状态（0正常 1停用）',
  sex int COMMENT '0=男,1=女',
  enabled tinyint COMMENT '1-启用 2-禁用',
  flag tinyint(1) COMMENT '是否（0否 1是）',
  kind varchar(1) COMMENT '类型（AB甲 CD乙）',
  mode int COMMENT '模式（A自动 M手动）',
  points int COMMENT '积分：每消费1元得1分',
  PRIMARY KEY (user_id)
) COMMENT='用户';`;
  const { model, suggestions } = importDdl(sql, 'mysql');
  const fields = model.entities[0].fields;
  const byColumn = (column: string) => fields.find((f) => f.column === column);

  it('puts the codes on int and string fields as enumValues, keeping the type and the default', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(byColumn('status')).toMatchObject({
      type: 'string',
      fixedLength: true,
      defaultValue: '0',
      enumValues: [
        { value: '0', label: '正常' },
        { value: '1', label: '停用' },
      ],
    });
    expect(byColumn('sex')).toMatchObject({ type: 'int', enumValues: [{ value: '0' }, { value: '1' }] });
    expect(byColumn('enabled')).toMatchObject({ type: 'int', sqlSize: 'tiny' });
    expect(byColumn('enabled')?.enumValues?.map((v) => v.value)).toEqual(['1', '2']);
  });

  it('leaves keys, booleans, codes that do not fit the column and plain comments alone', () => {
    for (const column of ['user_id', 'flag', 'kind', 'mode', 'points'])
      expect([column, byColumn(column)?.enumValues]).toEqual([column, undefined]);
  });

  it('lists each suggestion by table and field so it can be turned off', () => {
    expect(suggestions.map((s) => [s.tableName, s.field, s.line, s.values.length])).toEqual([
      ['sys_user', 'status', 3, 2],
      ['sys_user', 'sex', 4, 2],
      ['sys_user', 'enabled', 5, 2],
    ]);
    expect(suggestions[0].reason).toBe(
      '根据列注释识别出取值 0=正常、1=停用，已作为带显示名的枚举值建议加到字段上（字段类型不变），不需要时可以取消',
    );
  });

  it('exports the same columns and comments with or without the suggestion', () => {
    const withCodes = exportDdl(model, 'mysql');
    const without = {
      ...model,
      entities: model.entities.map((e) => ({
        ...e,
        fields: e.fields.map(({ enumValues: _codes, ...f }) => f),
      })),
    };
    expect(withCodes).toContain("`status` CHAR(1) NULL DEFAULT '0' COMMENT '帐号状态（0正常 1停用）'");
    expect(exportDdl(without, 'mysql')).toBe(withCodes);
    expect(exportDdl(without, 'postgresql')).toBe(exportDdl(model, 'postgresql'));
  });
});

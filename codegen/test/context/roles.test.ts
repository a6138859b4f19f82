// Column roles, safe identifiers, default literals and the API contract in the template context: derived from a
// real-world admin schema's columns (RuoYi's sys_user / sys_dept, Pagila's last_update), overridable by the model.
import { buildContext } from '../../src/context/build-context';
import { identifiersOf } from '../../src/context/identifiers';
import { literalsOf } from '../../src/context/literals';
import { namesOf } from '../../src/model/names';
import type { Entity, Field, Model } from '../../src/model/types';
import { validateModel } from '../../src/model/validate';

const project = { name: 'admin', basePackage: 'com.example.admin', database: 'MYSQL' } as const;

const sysUser: Entity = {
  className: 'SysUser',
  tableName: 'sys_user',
  fields: [
    { name: 'userId', column: 'user_id', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'deptId', column: 'dept_id', type: 'long' },
    { name: 'userName', column: 'user_name', type: 'string', length: 30, required: true },
    { name: 'password', column: 'password', type: 'string', length: 100, defaultValue: "''" },
    {
      name: 'status',
      column: 'status',
      type: 'string',
      length: 1,
      fixedLength: true,
      defaultValue: '0',
      enumValues: [
        { value: '0', label: '正常' },
        { value: '1', label: '停用' },
      ],
    },
    {
      name: 'delFlag',
      column: 'del_flag',
      type: 'string',
      length: 1,
      fixedLength: true,
      defaultValue: '0',
      enumValues: [
        { value: '0', label: '代表存在' },
        { value: '2', label: '代表删除' },
      ],
    },
    { name: 'remark', column: 'remark', type: 'string', length: 500 },
    { name: 'createBy', column: 'create_by', type: 'string', length: 64, defaultValue: "''" },
    { name: 'createTime', column: 'create_time', type: 'datetime' },
    { name: 'updateBy', column: 'update_by', type: 'string', length: 64 },
    { name: 'updateTime', column: 'update_time', type: 'datetime' },
  ],
};

const sysDept: Entity = {
  className: 'SysDept',
  tableName: 'sys_dept',
  fields: [
    { name: 'deptId', column: 'dept_id', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'parentId', column: 'parent_id', type: 'long', defaultValue: 0 },
    { name: 'deptName', column: 'dept_name', type: 'string', length: 30 },
    { name: 'delFlag', column: 'del_flag', type: 'boolean', defaultValue: false },
    {
      name: 'lastUpdate',
      column: 'last_update',
      type: 'datetime',
      required: true,
      defaultValue: 'CURRENT_TIMESTAMP',
    },
  ],
};

function contextOf(entities: Entity[], apiStyle?: 'MODELSMITH' | 'RUOYI') {
  const model: Model = { project: { ...project, ...(apiStyle ? { apiStyle } : {}) }, entities };
  const result = validateModel(model);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return buildContext(result.model);
}

const names = (fields: { name: string }[]) => fields.map((f) => f.name);

describe('column roles', () => {
  const user = contextOf([sysUser]).entities[0];
  const field = (name: string) => user.fields.find((f) => f.name === name)!;

  it('derives audit columns, the deletion marker and the secret from RuoYi names', () => {
    expect(user.fields.map((f) => [f.name, f.role, f.audit])).toEqual([
      ['userId', 'DATA', null],
      ['deptId', 'DATA', null],
      ['userName', 'DATA', null],
      ['password', 'SECRET', null],
      ['status', 'DATA', null],
      ['delFlag', 'LOGICAL_DELETE', null],
      ['remark', 'DATA', null],
      ['createBy', 'AUDIT', 'CREATED_BY'],
      ['createTime', 'AUDIT', 'CREATED_AT'],
      ['updateBy', 'AUDIT', 'UPDATED_BY'],
      ['updateTime', 'AUDIT', 'UPDATED_AT'],
    ]);
  });

  it('keeps the password out of responses, lists and searches but in the form; audit columns out of forms', () => {
    expect(names(user.responseFields)).not.toContain('password');
    expect(names(user.listFields)).toEqual([
      'userId',
      'deptId',
      'userName',
      'status',
      'remark',
      'createTime',
    ]);
    expect(names(user.formFields)).toEqual(['deptId', 'userName', 'password', 'status', 'remark']);
    expect(names(user.searchFields)).toEqual(['userName', 'status', 'remark', 'createTime']);
    expect(names(user.auditFields)).toEqual(['createBy', 'createTime', 'updateBy', 'updateTime']);
    expect(field('password')).toMatchObject({ writeOnly: true, inForm: true, search: null, inList: false });
    expect(field('createTime')).toMatchObject({ readOnly: true, inForm: false, search: 'RANGE' });
    expect(field('userId')).toMatchObject({ readOnly: true, inForm: false, requiredOnCreate: false });
    expect(field('userName').requiredOnCreate).toBe(true);
    // A column with a database default is not required on create.
    expect(field('status').requiredOnCreate).toBe(false);
  });

  it('reads the marker values from its labelled codes: RuoYi deletes with "2" and keeps "0"', () => {
    expect(user.logicalDelete).toMatchObject({
      field: { column: 'del_flag' },
      deleted: { java: '"2"', sql: "'2'", python: '"2"' },
      live: { java: '"0"', ts: '"0"', go: '"0"' },
    });
    const dept = contextOf([sysDept]).entities[0];
    expect(dept.logicalDelete).toMatchObject({ deleted: { python: 'True' }, live: { java: 'false' } });
  });

  it('sees a tree in a parent_id of the key type, and Pagila-style last_update as an audit column', () => {
    const dept = contextOf([sysDept]).entities[0];
    expect(dept.treeParent).toMatchObject({ field: { name: 'parentId' }, relation: null });
    expect(dept.fields.find((f) => f.name === 'lastUpdate')).toMatchObject({
      role: 'AUDIT',
      audit: 'UPDATED_AT',
    });
    expect(contextOf([sysUser]).entities[0].treeParent).toBeNull();
  });

  it('follows the model where it says otherwise', () => {
    const custom: Entity = structuredClone(sysUser);
    const set = (name: string, patch: Partial<Field>) =>
      Object.assign(
        custom.fields.find((f) => f.name === name)!,
        patch,
      );
    set('createTime', { role: 'DATA', search: 'NONE', inForm: true });
    set('remark', { search: 'NONE', inList: false });
    set('userName', { search: 'EQ' });
    const entity = contextOf([custom]).entities[0];
    expect(entity.fields.find((f) => f.name === 'createTime')).toMatchObject({
      role: 'DATA',
      audit: null,
      search: null,
      inForm: true,
    });
    expect(names(entity.searchFields)).toEqual(['userName', 'status']);
    expect(names(entity.listFields)).not.toContain('remark');
  });

  it('refuses roles and searches a column type cannot have, with Chinese messages', () => {
    const bad: Entity = structuredClone(sysUser);
    Object.assign(bad.fields[1], { role: 'SECRET' });
    Object.assign(bad.fields[2], { search: 'RANGE' });
    Object.assign(bad.fields[0], { role: 'AUDIT' });
    Object.assign(bad.fields[3], { role: 'SECRET', inList: true });
    Object.assign(bad.fields[6], { search: 'ALMOST' });
    const result = validateModel({ project: { ...project, apiStyle: 'SOAP' as never }, entities: [bad] });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.problems.map((p) => [p.path, p.message])).toEqual([
      ['project.apiStyle', '接口约定只能是 MODELSMITH 或 RUOYI'],
      ['entities[0].fields[0].role', '主键字段的角色只能是 DATA'],
      ['entities[0].fields[1].role', '只有 string 或 text 字段可以是保密字段（SECRET）'],
      ['entities[0].fields[2].search', '只有数字、日期或时间字段可以按范围查询（RANGE）'],
      ['entities[0].fields[3].inList', '保密字段不能显示在列表中'],
      ['entities[0].fields[6].search', '查询方式只能是 EQ、LIKE、RANGE、NONE'],
    ]);
  });
});

describe('safe identifiers', () => {
  it.each([
    [
      'class',
      { java: 'class_', ts: 'class_', go: 'Class', goVar: 'class', python: 'class_', pythonModule: 'class_' },
    ],
    [
      'type',
      { java: 'type', ts: 'type_', go: 'Type', goVar: 'type_', python: 'type_', pythonModule: 'type' },
    ],
    [
      'metadata',
      {
        java: 'metadata',
        ts: 'metadata',
        go: 'Metadata',
        goVar: 'metadata',
        python: 'metadata_',
        pythonModule: 'metadata',
      },
    ],
    [
      'tableName',
      {
        java: 'tableName',
        ts: 'tableName',
        go: 'TableNameField',
        goVar: 'tableName',
        python: 'table_name',
        pythonModule: 'table_name',
      },
    ],
    ['len', { java: 'len', ts: 'len', go: 'Len', goVar: 'len_', python: 'len', pythonModule: 'len' }],
    [
      'package',
      {
        java: 'package_',
        ts: 'package_',
        go: 'Package',
        goVar: 'package_',
        python: 'package',
        pythonModule: 'package',
      },
    ],
    // A module named base would be the models' declarative base; None / True are keywords in any case.
    ['base', { java: 'base', ts: 'base', go: 'Base', goVar: 'base', python: 'base', pythonModule: 'base_' }],
    ['none', { java: 'none', ts: 'none', go: 'None', goVar: 'none', python: 'none', pythonModule: 'none_' }],
  ])('%s', (name, expected) => {
    expect(identifiersOf(namesOf(name))).toEqual(expected);
  });
});

describe('default literals', () => {
  const enumValues = [{ value: 'PG-13', name: 'PG_13' }];
  it.each([
    ['string', 'it\'s "ok"\n', { java: '"it\'s \\"ok\\"\\n"', sql: "'it''s \"ok\"\n'" }],
    ['string', "'draft'", { ts: '"draft"', sql: "'draft'" }],
    ['long', 5, { java: '5L', go: '5', python: '5' }],
    ['int', '007', { java: '7' }],
    ['decimal', '1.50', { java: 'new BigDecimal("1.50")', ts: '1.5', go: '1.50', python: 'Decimal("1.50")' }],
    ['decimal', '3', { go: '3.0' }],
    ['boolean', "b'1'", { java: 'true', python: 'True', sql: 'TRUE' }],
    ['boolean', 0, { go: 'false', python: 'False' }],
    ['enum', 'PG-13', { java: 'FilmRating.PG_13', go: 'FilmRatingPg13', ts: '"PG-13"', sql: "'PG-13'" }],
  ] as const)('%s %j', (type, value, expected) => {
    expect(literalsOf({ type, value, enumValues, enumName: 'FilmRating' })).toMatchObject(expected);
  });

  it.each([
    ['int', 'abc'],
    ['boolean', 'maybe'],
    ['enum', 'R'],
    ['date', '2020-01-01'],
    ['json', '{}'],
  ] as const)('has none for %s %j', (type, value) => {
    expect(literalsOf({ type, value, enumValues, enumName: 'FilmRating' })).toBeNull();
  });
});

describe('the API contract', () => {
  it('speaks this product’s envelope by default and RuoYi’s when the project chooses it', () => {
    expect(contextOf([sysDept]).project.api).toMatchObject({
      style: 'MODELSMITH',
      messageKey: 'message',
      page: { currentParam: 'current', sizeParam: 'size', inData: true, recordsKey: 'records' },
    });
    expect(contextOf([sysDept], 'RUOYI').project.api).toMatchObject({
      style: 'RUOYI',
      messageKey: 'msg',
      page: { currentParam: 'pageNum', sizeParam: 'pageSize', inData: false, recordsKey: 'rows' },
      formats: { datetime: { java: 'yyyy-MM-dd HH:mm:ss', go: '2006-01-02 15:04:05' } },
    });
  });
});

describe('display fields and references', () => {
  it('names a row by its name-like text, else a unique or required text, else the key', () => {
    const [user, dept] = contextOf([sysUser, sysDept]).entities;
    expect(user.displayField.name).toBe('userName');
    expect(dept.displayField.name).toBe('deptName');
    const code: Entity = {
      className: 'Coupon',
      tableName: 'coupon',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
        { name: 'note', column: 'note', type: 'string', length: 50 },
        { name: 'code', column: 'code', type: 'string', length: 20, unique: true },
      ],
    };
    const bare: Entity = {
      className: 'Counter',
      tableName: 'counter',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true },
        { name: 'hits', column: 'hits', type: 'int' },
      ],
    };
    const [coupon, counter] = contextOf([code, bare]).entities;
    expect(coupon.displayField.name).toBe('code');
    expect(counter.displayField.name).toBe('id');
  });

  it('gives a foreign key the target’s route, key and display field; a plain column gets none', () => {
    const withDept: Entity = {
      ...sysUser,
      relations: [{ name: 'dept', kind: 'MANY_TO_ONE', target: 'SysDept', joinField: 'deptId' }],
    };
    const user = contextOf([withDept, sysDept]).entities[0];
    const dept = user.fields.find((f) => f.name === 'deptId')!;
    expect(dept.reference).toEqual({
      className: 'SysDept',
      names: namesOf('SysDept'),
      path: '/api/sys-depts',
      valueField: 'deptId',
      labelField: 'deptName',
    });
    // Every list carries the same reference as the field itself.
    expect(user.formFields.find((f) => f.name === 'deptId')?.reference?.path).toBe('/api/sys-depts');
    expect(user.fields.find((f) => f.name === 'userName')!.reference).toBeNull();
  });
});

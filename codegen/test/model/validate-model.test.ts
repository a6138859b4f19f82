// validateModel: every problem reported with its path and a Chinese message; valid models pass untouched.
import { validateModel } from '../../src/model/validate';
import type { Entity, Model } from '../../src/model/types';
import { kitchenSink } from '../support/models';

const base = (): Model => ({
  project: { name: '商城', basePackage: 'com.example.shop', database: 'MYSQL' },
  entities: [
    {
      className: 'Customer',
      tableName: 'customer',
      fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true }],
    },
    {
      className: 'Order',
      tableName: 'orders',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
        { name: 'customerId', column: 'customer_id', type: 'long', required: true },
      ],
    },
  ],
});

/** Applies `change` to a fresh base model and returns the problems as `path: message` lines. */
function problemsOf(change: (model: Model) => void): string[] {
  const model = base();
  change(model);
  const result = validateModel(model);
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
}

const order = (m: Model): Entity => m.entities[1];

describe('validateModel', () => {
  it('accepts the base model and the kitchen sink, returning the same object', () => {
    const model = kitchenSink();
    const result = validateModel(model);
    expect(result).toEqual({ ok: true, model });
    expect(problemsOf(() => undefined)).toEqual([]);
  });

  it('rejects non-objects and missing parts', () => {
    expect(validateModel(null)).toEqual({
      ok: false,
      problems: [{ path: '', message: '模型必须是一个 JSON 对象' }],
    });
    expect(validateModel({})).toEqual({
      ok: false,
      problems: [
        { path: 'project', message: '缺少项目设置（project）' },
        { path: 'entities', message: '缺少实体列表（entities）' },
      ],
    });
  });

  it('checks project settings', () => {
    expect(
      problemsOf((m) => {
        m.project.basePackage = 'Com.Example';
        (m.project as { database: string }).database = 'ORACLE';
        m.project.tablePrefix = 'T-';
        m.project.name = ' ';
      }),
    ).toEqual([
      'project.name: 项目名称不能为空',
      'project.basePackage: 基础包名「Com.Example」格式不正确，应类似 com.example.shop',
      'project.database: 数据库类型只能是 MYSQL 或 POSTGRESQL',
      'project.tablePrefix: 表名前缀只能由小写字母、数字和下划线组成，如 t_',
    ]);
  });

  it('checks entity and field naming with paths', () => {
    expect(
      problemsOf((m) => {
        m.entities[0].className = 'customer';
        m.entities[0].tableName = 'Customer';
        order(m).fields[1].name = 'Customer_id';
        order(m).fields[1].column = 'customerId';
      }),
    ).toEqual([
      'entities[0].className: 类名「customer」必须是大驼峰格式，如 OrderItem',
      'entities[0].tableName: 表名「Customer」必须是小写下划线格式，如 order_item',
      'entities[1].fields[1].name: 字段名「Customer_id」必须是小驼峰格式，如 createdAt',
      'entities[1].fields[1].column: 列名「customerId」必须是小写下划线格式，如 created_at',
    ]);
  });

  it('reports duplicate class, table, field and column names', () => {
    expect(
      problemsOf((m) => {
        m.entities[1].className = 'Customer';
        m.entities[1].tableName = 'customer';
        order(m).fields.push({ name: 'customerId', column: 'id', type: 'long' });
      }),
    ).toEqual([
      'entities[1].fields[2].name: 字段名 customerId 重复',
      'entities[1].fields[2].column: 列名 id 重复',
      'entities[1].className: 类名 Customer 重复',
      'entities[1].tableName: 表名 customer 重复',
    ]);
  });

  it('checks types, sizes, enums and defaults', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          { name: 'amount', column: 'amount', type: 'decimal', precision: 4, scale: 6 },
          { name: 'status', column: 'status', type: 'enum', enumValues: [] },
          {
            name: 'kind',
            column: 'kind',
            type: 'enum',
            enumValues: [{ value: 'A' }, { value: 'A' }],
            defaultValue: 'B',
          },
          { name: 'note', column: 'note', type: 'text', length: 0, enumValues: [{ value: 'X' }] },
          {
            name: 'count',
            column: 'count',
            type: 'int',
            defaultValue: '1.5',
            enumValues: [{ value: '0', label: '正常' }, { value: 'x' }],
          },
          { name: 'flag', column: 'flag', type: 'boolean', defaultValue: 'yes' },
          { name: 'created', column: 'created', type: 'date', defaultValue: 'CURRENT_TIMESTAMP' },
          { name: 'code', column: 'code', type: 'string', autoIncrement: true },
          { name: 'blob', column: 'blob', type: 'bytes' as never },
        );
      }),
    ).toEqual([
      'entities[1].fields[2].scale: 小数位数（6）不能大于精度（4）',
      'entities[1].fields[3].enumValues: 枚举字段至少需要一个枚举值',
      'entities[1].fields[4].enumValues[1].value: 枚举值「A」重复',
      'entities[1].fields[4].defaultValue: 默认值「B」不是该枚举的取值之一',
      'entities[1].fields[5].length: 长度必须是 1 到 65535 之间的整数',
      'entities[1].fields[5].enumValues: 只有枚举、整数或字符串类型的字段可以设置枚举值',
      'entities[1].fields[6].enumValues[1].value: 整数字段的枚举值「x」必须是整数',
      'entities[1].fields[6].defaultValue: 整数字段的默认值「1.5」不能有小数',
      'entities[1].fields[7].defaultValue: 布尔字段的默认值只能是 true 或 false',
      'entities[1].fields[8].defaultValue: 默认值 CURRENT_TIMESTAMP 不适用于 date 类型的字段',
      'entities[1].fields[9].autoIncrement: 只有 int 或 long 类型的字段可以自增',
      'entities[1].fields[9].autoIncrement: MySQL 的自增字段必须是主键或唯一字段（PostgreSQL 项目的任意整数字段都可以自增）',
      'entities[1].fields[10].type: 字段类型「bytes」不受支持，可选：string、text、int、long、decimal、boolean、date、datetime、time、uuid、json、enum、binary',
      'entities[1].fields: MySQL 的表最多只能有一个自增字段，请只保留一个（PostgreSQL 项目可以有多个）',
    ]);
  });

  it('checks the optional fidelity fields: fixed length, exact table name, foreign-key actions', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          { name: 'code', column: 'code', type: 'string', length: 8, fixedLength: true },
          { name: 'wide', column: 'wide', type: 'string', length: 300, fixedLength: true },
          { name: 'notes', column: 'notes', type: 'text', fixedLength: true },
          { name: 'odd', column: 'odd', type: 'string', fixedLength: 'yes' as never },
        );
        m.entities[0].sqlTableName = 'QRTZ_LOCKS';
        order(m).sqlTableName = 'qrtz_locks';
        order(m).relations = [
          {
            name: 'customer',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            joinField: 'customerId',
            onDelete: 'CASCADE',
            onUpdate: 'CASCADE',
          },
          {
            name: 'payer',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            required: true,
            onDelete: 'SET NULL',
            onUpdate: 'EXPLODE' as never,
          },
          { name: 'tags', kind: 'MANY_TO_MANY', target: 'Customer', onDelete: 'RESTRICT' },
        ];
      }),
    ).toEqual([
      'entities[1].fields[3].fixedLength: 定长字符串（CHAR）最长 255 个字符，更长请用变长字符串',
      'entities[1].fields[4].fixedLength: 只有 string 或 binary 类型的字段可以是定长（CHAR / BINARY）',
      'entities[1].fields[5].fixedLength: fixedLength 只能是 true 或 false',
      'entities[1].sqlTableName: 数据库表名 qrtz_locks 重复',
    ]);
    expect(
      problemsOf((m) => {
        m.entities[0].sqlTableName = 'bad\tname';
        order(m).relations = [
          {
            name: 'payer',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            required: true,
            onDelete: 'SET NULL',
            onUpdate: 'EXPLODE' as never,
          },
          { name: 'tags', kind: 'MANY_TO_MANY', target: 'Customer', onDelete: 'RESTRICT' },
        ];
      }),
    ).toEqual(['entities[0].sqlTableName: 数据库表名「bad?name」不能含控制字符（如换行、制表符），请删去']);
    expect(
      problemsOf((m) => {
        order(m).relations = [
          {
            name: 'payer',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            required: true,
            onDelete: 'SET NULL',
            onUpdate: 'EXPLODE' as never,
          },
          { name: 'tags', kind: 'MANY_TO_MANY', target: 'Customer', onDelete: 'RESTRICT' },
        ];
      }),
    ).toEqual([
      'entities[1].relations[0].onDelete: 必填的关系不能在删除时把外键设为 NULL：请取消“必填”，或改用其他动作（如 CASCADE、RESTRICT）',
      'entities[1].relations[0].onUpdate: 外键更新时的动作「EXPLODE」不受支持，可选：CASCADE、SET NULL、SET DEFAULT、RESTRICT、NO ACTION',
      'entities[1].relations[1].onDelete: 多对多关系没有自己的外键，外键删除时的动作请设置在中间表上（joinTable 的 onDelete 或 inverseOnDelete）',
    ]);
  });

  it('takes exact column names as the database has them, within its limits and distinct ignoring case', () => {
    const named = (sqlColumn: string, column = 'name') => ({
      name: 'name',
      column,
      sqlColumn,
      type: 'string' as const,
    });
    // Quoted, a column may be camelCase, UPPER_CASE, have a space, a hyphen, Chinese or be a reserved word.
    for (const sqlColumn of ['createdAt', 'ORDER_NO', 'Customer Name', 'E-mail', '注册日期', 'order'])
      expect(problemsOf((m) => order(m).fields.push(named(sqlColumn)))).toEqual([]);
    const problems = (sqlColumn: string, database: 'MYSQL' | 'POSTGRESQL' = 'MYSQL') =>
      problemsOf((m) => {
        m.project.database = database;
        order(m).fields.push(named(sqlColumn));
      });
    expect(problems('')).toEqual(['entities[1].fields[2].sqlColumn: 数据库列名不能为空']);
    expect(problems('   ')).toEqual(['entities[1].fields[2].sqlColumn: 数据库列名不能为空']);
    // A quote of either dialect is part of the name: the DDL doubles it, the code writes it in its string literals.
    expect(problems('say "hi"')).toEqual([]);
    expect(problems('a`b', 'POSTGRESQL')).toEqual([]);
    expect(problems('a\u0000b\nc')).toEqual([
      'entities[1].fields[2].sqlColumn: 数据库列名「a?b?c」不能含控制字符（如换行、制表符），请删去',
    ]);
    expect(problems(' name')).toEqual(['entities[1].fields[2].sqlColumn: 数据库列名「 name」首尾不能有空格']);
    expect(problems('name ')).toEqual(['entities[1].fields[2].sqlColumn: 数据库列名「name 」首尾不能有空格']);
    // MySQL counts characters (64), PostgreSQL bytes (63; a Chinese character is 3).
    expect(problems('x'.repeat(64))).toEqual([]);
    expect(problems('x'.repeat(65))).toEqual([
      'entities[1].fields[2].sqlColumn: 数据库列名不能超过 64 个字符（MySQL 的上限）',
    ]);
    expect(problems('名'.repeat(64))).toEqual([]);
    expect(problems('x'.repeat(63), 'POSTGRESQL')).toEqual([]);
    expect(problems('x'.repeat(64), 'POSTGRESQL')).toEqual([
      'entities[1].fields[2].sqlColumn: 数据库列名不能超过 63 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）',
    ]);
    expect(problems('名'.repeat(21), 'POSTGRESQL')).toEqual([]);
    expect(problems('名'.repeat(22), 'POSTGRESQL')).toEqual([
      'entities[1].fields[2].sqlColumn: 数据库列名不能超过 63 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）',
    ]);
    // Names in the database are distinct ignoring case, whether exact or snake_case.
    expect(
      problemsOf((m) => {
        order(m).fields.push(named('Customer_ID', 'customer_ref'));
        order(m).fields.push({ ...named('Name', 'name'), name: 'title' });
        order(m).fields.push({ ...named('NAME', 'name_upper'), name: 'titleUpper' });
      }),
    ).toEqual([
      'entities[1].fields[2].sqlColumn: 数据库列名 Customer_ID 重复（不区分大小写）',
      'entities[1].fields[4].sqlColumn: 数据库列名 NAME 重复（不区分大小写）',
    ]);
  });

  it('takes a PostgreSQL schema per table, not one of PostgreSQL own, and one table per schema and name', () => {
    const archived = (m: Model, schema: string) => {
      m.project.database = 'POSTGRESQL';
      m.entities.push({
        ...structuredClone(order(m)),
        className: 'ArchiveOrder',
        tableName: 'archive_orders',
        sqlTableName: 'orders',
        sqlSchema: schema,
      });
    };
    expect(problemsOf((m) => archived(m, 'archive'))).toEqual([]);
    expect(problemsOf((m) => archived(m, '归档 2024'))).toEqual([]);
    expect(problemsOf((m) => archived(m, ''))).toEqual(['entities[2].sqlSchema: 模式名不能为空']);
    expect(problemsOf((m) => archived(m, 'arch"ive'))).toEqual([]);
    expect(problemsOf((m) => archived(m, 'arch\nive'))).toEqual([
      'entities[2].sqlSchema: 模式名「arch?ive」不能含控制字符（如换行、制表符），请删去',
    ]);
    expect(problemsOf((m) => archived(m, 'archive '))).toEqual([
      'entities[2].sqlSchema: 模式名「archive 」首尾不能有空格',
    ]);
    expect(problemsOf((m) => archived(m, 'a'.repeat(64)))).toEqual([
      'entities[2].sqlSchema: 模式名不能超过 63 个字节（PostgreSQL 的上限，一个汉字占 3 个字节）',
    ]);
    expect(problemsOf((m) => archived(m, 'public'))).toEqual([
      'entities[2].sqlSchema: 模式名「public」是 PostgreSQL 自己的模式（默认模式，不填即是），请换一个名称',
    ]);
    expect(problemsOf((m) => archived(m, 'pg_catalog'))).toEqual([
      'entities[2].sqlSchema: 模式名「pg_catalog」是 PostgreSQL 自己的模式（系统目录；以 pg_ 开头的名称都留给系统），请换一个名称',
    ]);
    expect(problemsOf((m) => archived(m, 'INFORMATION_SCHEMA'))).toEqual([
      'entities[2].sqlSchema: 模式名「INFORMATION_SCHEMA」是 PostgreSQL 自己的模式（系统目录；以 pg_ 开头的名称都留给系统），请换一个名称',
    ]);
    // One name in one schema twice (ignoring case), or in no schema: one table of the database.
    expect(
      problemsOf((m) => {
        archived(m, 'archive');
        m.entities.push({
          ...structuredClone(m.entities[2]),
          className: 'OldOrder',
          tableName: 'old_orders',
          sqlSchema: 'ARCHIVE',
          sqlTableName: 'ORDERS',
        });
      }),
    ).toEqual(['entities[3].sqlTableName: 数据库表名 ARCHIVE.ORDERS 重复']);
    expect(
      problemsOf((m) => {
        archived(m, 'archive');
        delete m.entities[2].sqlSchema;
      }),
    ).toEqual(['entities[2].sqlTableName: 数据库表名 orders 重复']);
    // A MySQL project has no schemas: there archive.orders goes by its tableName, archive_orders.
    expect(
      problemsOf((m) => {
        archived(m, 'archive');
        m.project.database = 'MYSQL';
      }),
    ).toEqual([]);
    expect(
      problemsOf((m) => {
        archived(m, 'archive');
        m.project.database = 'MYSQL';
        m.entities[0].sqlTableName = 'archive_orders';
      }),
    ).toEqual(['entities[2].tableName: 数据库表名 archive_orders 重复']);
  });

  it('accepts enum values exactly as a database stores them, but not empty or multi-line ones', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push({
          name: 'rating',
          column: 'rating',
          type: 'enum',
          enumValues: [{ value: 'PG-13' }, { value: '18+' }, { value: '' }, { value: 'a\nb' }],
          defaultValue: 'PG-13',
        });
      }),
    ).toEqual([
      'entities[1].fields[2].enumValues[2].value: 枚举值「」不能为空、不能超过 64 个字符，也不能包含换行等控制字符',
      'entities[1].fields[2].enumValues[3].value: 枚举值「a\nb」不能为空、不能超过 64 个字符，也不能包含换行等控制字符',
    ]);
  });

  // An index over one is fine: the MySQL DDL indexes it by a prefix (ddl-index-order-prefixes.test.ts).
  it('keeps unbounded binary fields out of keys and uniques, and lets them have a default', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          { name: 'photo', column: 'photo', type: 'binary', unique: true, defaultValue: 'x' },
          { name: 'digest', column: 'digest', type: 'binary', length: 32, unique: true },
        );
        order(m).indexes = [
          { name: 'idx_photo', fields: ['photo'], unique: false },
          { name: 'idx_digest', fields: ['digest'], unique: false },
        ];
      }),
    ).toEqual(['entities[1].fields[2].unique: 不限长度的二进制字段不能设置唯一约束，请设置长度']);
  });

  it('lets a binary field with a length be fixed-length (BINARY) and default to text or hex bytes that fit it', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          {
            name: 'token',
            column: 'token',
            type: 'binary',
            length: 32,
            fixedLength: true,
            defaultValue: "''",
          },
          { name: 'mime', column: 'mime', type: 'binary', length: 100, defaultValue: 'unknown' },
          { name: 'magic', column: 'magic', type: 'binary', length: 2, defaultValue: '0x00ff' },
          {
            name: 'stamp',
            column: 'stamp',
            type: 'binary',
            length: 14,
            fixedLength: true,
            defaultValue: "'19700101000000'",
          },
        );
      }),
    ).toEqual([]);
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          { name: 'blob', column: 'blob', type: 'binary', fixedLength: true },
          { name: 'wide', column: 'wide', type: 'binary', length: 256, fixedLength: true },
          { name: 'odd', column: 'odd', type: 'binary', length: 4, defaultValue: '0x0' },
          { name: 'long', column: 'long', type: 'binary', length: 2, defaultValue: '中文' },
          { name: 'nul', column: 'nul', type: 'binary', length: 4, defaultValue: 'a\u0000' },
          { name: 'num', column: 'num', type: 'binary', length: 4, defaultValue: 7 },
          { name: 'now', column: 'now', type: 'binary', length: 4, defaultValue: 'CURRENT_TIMESTAMP' },
        );
      }),
    ).toEqual([
      'entities[1].fields[2].fixedLength: 定长二进制字段（BINARY）需要设置长度',
      'entities[1].fields[3].fixedLength: 定长二进制（BINARY）最长 255 字节，更长请用变长二进制',
      'entities[1].fields[4].defaultValue: 十六进制默认值「0x0」只能由 0x 加成对的十六进制数字组成',
      'entities[1].fields[5].defaultValue: 默认值有 6 个字节，超过了字段长度 2',
      'entities[1].fields[6].defaultValue: 二进制字段的默认值含有控制字符，请写成十六进制（如 0x00ff）',
      "entities[1].fields[7].defaultValue: 二进制字段的默认值只能是文字（如 '' 或 'unknown'）或十六进制（如 0x00ff）",
      'entities[1].fields[8].defaultValue: 默认值 CURRENT_TIMESTAMP 不适用于 binary 类型的字段',
    ]);
  });

  it('checks validation rules', () => {
    expect(
      problemsOf((m) => {
        order(m).fields.push(
          { name: 'qty', column: 'qty', type: 'int', validation: { min: 10, max: 1 } },
          { name: 'code', column: 'code', type: 'string', validation: { pattern: '([a-z' } },
          { name: 'mail', column: 'mail', type: 'int', validation: { email: true } },
        );
      }),
    ).toEqual([
      'entities[1].fields[2].validation.max: 最大值（1）不能小于最小值（10）',
      'entities[1].fields[3].validation.pattern: 正则表达式「([a-z」无法解析',
      'entities[1].fields[4].validation.email: 只有字符串字段可以做邮箱校验',
    ]);
  });

  it('requires a primary key but allows composite keys', () => {
    expect(problemsOf((m) => (order(m).fields[0].primaryKey = false))).toEqual([
      'entities[1].fields[0].autoIncrement: MySQL 的自增字段必须是主键或唯一字段（PostgreSQL 项目的任意整数字段都可以自增）',
      'entities[1].fields: 实体至少需要一个主键字段（可以是多个字段组成的复合主键）',
    ]);
    expect(
      problemsOf((m) => {
        order(m).fields[0].autoIncrement = false;
        order(m).fields[1].primaryKey = true;
      }),
    ).toEqual([]);
  });

  it('checks indexes', () => {
    expect(
      problemsOf((m) => {
        order(m).indexes = [
          { name: 'idx_customer', fields: ['customerId'], unique: false },
          { name: 'idx_customer', fields: ['missing'], unique: false },
          { name: ' idx-bad', fields: [], unique: true },
        ];
      }),
    ).toEqual([
      'entities[1].indexes[1].fields[0]: 索引字段「missing」不是该实体的字段',
      'entities[1].indexes[2].name: 索引名「 idx-bad」首尾不能有空格',
      'entities[1].indexes[2].fields: 索引至少包含一个字段',
      'entities[1].indexes[1].name: 索引名 idx_customer 重复',
    ]);
  });

  it('checks relations: targets, names, join fields, inverse clashes and composite keys', () => {
    expect(
      problemsOf((m) => {
        order(m).relations = [
          {
            name: 'customer',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            joinField: 'customerId',
            inverseName: 'orders',
          },
          { name: 'buyer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'buyerId' },
          { name: 'ghost', kind: 'MANY_TO_ONE', target: 'Ghost' },
          { name: 'customerId', kind: 'ONE_TO_ONE', target: 'Customer' },
          { name: 'owner', kind: 'SOME_TO_SOME' as never, target: 'Customer' },
        ];
        m.entities[0].relations = [
          { name: 'orders', kind: 'ONE_TO_MANY', target: 'Order', inverseName: 'customer' },
        ];
      }),
    ).toEqual([
      'entities[1].relations[3].name: 关系名 customerId 与实体 Order 的字段或其他关系重名',
      'entities[0].relations[0].inverseName: 反向属性名 customer 与实体 Order 的字段或关系重名（同一关系只需在一侧声明）',
      'entities[1].relations[0].inverseName: 反向属性名 orders 与实体 Customer 的字段或关系重名（同一关系只需在一侧声明）',
      'entities[1].relations[1].joinField: 外键字段 buyerId 在实体 Order 中不存在',
      'entities[1].relations[2].target: 关系指向的实体「Ghost」不存在',
      'entities[1].relations[4].kind: 关系类型「SOME_TO_SOME」不受支持，可选：ONE_TO_ONE、ONE_TO_MANY、MANY_TO_ONE、MANY_TO_MANY',
    ]);
  });

  it('refuses FK relations to a composite-key entity and a default FK column that is taken', () => {
    expect(
      problemsOf((m) => {
        m.entities[0].fields.push({ name: 'code', column: 'code', type: 'string', primaryKey: true });
        m.entities[0].fields[0].autoIncrement = false;
        order(m).relations = [
          { name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer', joinField: 'customerId' },
        ];
      }),
    ).toEqual([
      'entities[1].relations[0].target: 多对一关系要求实体 Customer 恰好有一个主键字段（复合主键的实体只能通过外键字段手动关联）',
    ]);
    expect(
      problemsOf((m) => {
        order(m).fields[1].name = 'buyer';
        order(m).relations = [{ name: 'customer', kind: 'MANY_TO_ONE', target: 'Customer' }];
      }),
    ).toEqual([
      'entities[1].relations[0].joinField: 列 customer_id 已被实体 Order 的其他字段使用，请指定外键字段',
    ]);
  });

  it('checks join tables of many-to-many relations', () => {
    expect(
      problemsOf((m) => {
        order(m).relations = [
          {
            name: 'customers',
            kind: 'MANY_TO_MANY',
            target: 'Customer',
            joinTable: { name: 'customer', joinColumn: 'order_id', inverseJoinColumn: 'order_id' },
          },
          {
            name: 'others',
            kind: 'MANY_TO_ONE',
            target: 'Customer',
            joinTable: { name: 'x', joinColumn: 'a', inverseJoinColumn: 'b' },
          },
        ];
      }),
    ).toEqual([
      'entities[1].relations[0].joinTable.name: 中间表名 customer 与已有的表重名',
      'entities[1].relations[0].joinTable.inverseJoinColumn: 中间表的两个列名不能相同',
      'entities[1].relations[1].joinTable: 只有多对多关系需要中间表',
    ]);
  });
});

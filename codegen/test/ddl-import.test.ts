// importDdl on MySQL scripts: types, keys, defaults, comments, relations, skipped statements.
import { importDdl } from '../src/ddl/import';
import { splitComment } from '../src/model/comment';
import type { Entity, Field } from '../src/model/types';

const entity = (entities: Entity[], className: string): Entity => {
  const found = entities.find((e) => e.className === className);
  if (!found) throw new Error(`no entity ${className} in ${entities.map((e) => e.className).join(', ')}`);
  return found;
};
const field = (e: Entity, name: string): Field => {
  const found = e.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${e.className}`);
  return found;
};

describe('importDdl (mysql)', () => {
  const sql = `
-- a dump header comment; with a semicolon
SET NAMES utf8mb4;
DROP TABLE IF EXISTS \`t_member\`;
CREATE TABLE \`t_member\` (
  \`id\` bigint(20) NOT NULL AUTO_INCREMENT COMMENT '会员ID',
  \`user_name\` varchar(64) NOT NULL COMMENT '用户名',
  \`email\` varchar(128) DEFAULT NULL,
  \`points\` int(11) unsigned NOT NULL DEFAULT '0' COMMENT '积分：每消费1元得1分',
  \`enabled\` tinyint(1) NOT NULL DEFAULT '1' COMMENT '是否启用',
  \`gender\` enum('MALE','FEMALE','UNKNOWN') NOT NULL DEFAULT 'UNKNOWN',
  \`avatar\` blob,
  \`created_at\` datetime NOT NULL DEFAULT CURRENT_TIMESTAMP,
  PRIMARY KEY (\`id\`),
  UNIQUE KEY \`uk_member_user_name\` (\`user_name\`)
) ENGINE=InnoDB AUTO_INCREMENT=5 DEFAULT CHARSET=utf8mb4 COMMENT='会员表';
CREATE TABLE \`t_order\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT,
  \`order_sn\` char(32) NOT NULL,
  \`member_id\` bigint NOT NULL COMMENT '下单会员',
  \`referrer_id\` bigint DEFAULT NULL,
  \`total_amount\` decimal(10,2) NOT NULL DEFAULT '0.00' COMMENT '订单总额',
  \`note\` text,
  \`paid_on\` date,
  \`paid_at\` time,
  \`extra\` json,
  PRIMARY KEY (\`id\`),
  KEY \`idx_order_member\` (\`member_id\`, \`paid_on\`),
  CONSTRAINT \`fk_order_member\` FOREIGN KEY (\`member_id\`) REFERENCES \`t_member\` (\`id\`),
  CONSTRAINT \`fk_order_referrer\` FOREIGN KEY (\`referrer_id\`) REFERENCES \`t_member\` (\`id\`)
) COMMENT='订单表';
CREATE UNIQUE INDEX uk_order_sn ON t_order (order_sn);
CREATE TABLE t_tag (id int NOT NULL AUTO_INCREMENT PRIMARY KEY, name varchar(32) NOT NULL UNIQUE);
CREATE TABLE t_order_tag (
  order_id bigint NOT NULL,
  tag_id int NOT NULL,
  PRIMARY KEY (order_id, tag_id),
  FOREIGN KEY (order_id) REFERENCES t_order (id),
  FOREIGN KEY (tag_id) REFERENCES t_tag (id)
);
INSERT INTO t_tag VALUES (1, 'vip');
LOCK TABLES t_tag WRITE;
UNLOCK TABLES;
CREATE VIEW v_orders AS SELECT * FROM t_order;
`;
  const { model, skipped } = importDdl(sql, 'mysql');

  it('strips the prefix every table shares into project.tablePrefix', () => {
    expect(model.project.tablePrefix).toBe('t_');
    expect(model.project.database).toBe('MYSQL');
    expect(model.entities.map((e) => [e.className, e.tableName])).toEqual([
      ['Member', 'member'],
      ['Order', 'order'],
      ['Tag', 'tag'],
    ]);
  });

  it('maps column types, lengths and precision', () => {
    const member = entity(model.entities, 'Member');
    const order = entity(model.entities, 'Order');
    expect(field(member, 'id')).toMatchObject({
      type: 'long',
      primaryKey: true,
      autoIncrement: true,
      required: true,
    });
    expect(field(member, 'userName')).toMatchObject({
      column: 'user_name',
      type: 'string',
      length: 64,
      unique: true,
    });
    expect(field(member, 'enabled')).toMatchObject({ type: 'boolean', defaultValue: true });
    expect(field(member, 'points')).toMatchObject({
      type: 'int',
      unsigned: true,
      defaultValue: 0,
      validation: { min: 0 },
    });
    expect(field(order, 'totalAmount')).toMatchObject({
      type: 'decimal',
      precision: 10,
      scale: 2,
      defaultValue: 0,
    });
    expect(field(order, 'orderSn')).toMatchObject({ type: 'string', length: 32, unique: true });
    expect(field(order, 'note').type).toBe('text');
    expect(field(order, 'paidOn').type).toBe('date');
    expect(field(order, 'paidAt').type).toBe('time');
    expect(field(order, 'extra').type).toBe('json');
    expect(field(order, 'referrerId').required).toBeUndefined();
  });

  it('reads MySQL enums with their default and CURRENT_TIMESTAMP defaults', () => {
    const member = entity(model.entities, 'Member');
    expect(field(member, 'gender')).toMatchObject({
      type: 'enum',
      enumValues: [{ value: 'MALE' }, { value: 'FEMALE' }, { value: 'UNKNOWN' }],
      defaultValue: 'UNKNOWN',
    });
    expect(field(member, 'createdAt').defaultValue).toBe('CURRENT_TIMESTAMP');
  });

  it('turns table and column comments into labels, keeping long remarks as comments', () => {
    const member = entity(model.entities, 'Member');
    expect(member.label).toBe('会员表');
    expect(field(member, 'userName').label).toBe('用户名');
    expect(field(member, 'points')).toMatchObject({ label: '积分', comment: '积分：每消费1元得1分' });
  });

  it('keeps composite plain indexes and imports a BLOB as a binary field', () => {
    const order = entity(model.entities, 'Order');
    expect(order.indexes).toEqual([
      { name: 'idx_order_member', fields: ['memberId', 'paidOn'], unique: false },
    ]);
    expect(field(entity(model.entities, 'Member'), 'avatar')).toEqual({
      name: 'avatar',
      column: 'avatar',
      type: 'binary',
      // LONGBLOB is the model's unbounded binary in MySQL: a BLOB keeps its own size there.
      sqlType: { mysql: 'BLOB' },
    });
    expect(skipped.some((s) => s.statement.includes('avatar'))).toBe(false);
  });

  it('maps foreign keys to MANY_TO_ONE with distinct inverse names', () => {
    expect(entity(model.entities, 'Order').relations?.filter((r) => r.kind === 'MANY_TO_ONE')).toEqual([
      {
        name: 'member',
        kind: 'MANY_TO_ONE',
        target: 'Member',
        inverseName: 'orders',
        joinField: 'memberId',
        required: true,
        label: '下单会员',
      },
      {
        name: 'referrer',
        kind: 'MANY_TO_ONE',
        target: 'Member',
        inverseName: 'referrerOrders',
        joinField: 'referrerId',
        label: '会员表',
      },
    ]);
  });

  it('turns a pure two-key join table into MANY_TO_MANY instead of an entity', () => {
    expect(model.entities.some((e) => e.tableName === 'order_tag')).toBe(false);
    expect(entity(model.entities, 'Tag').relations).toBeUndefined();
    const manyToMany = entity(model.entities, 'Order').relations?.filter((r) => r.kind === 'MANY_TO_MANY');
    expect(manyToMany).toEqual([
      {
        name: 'tags',
        kind: 'MANY_TO_MANY',
        target: 'Tag',
        inverseName: 'orders',
        // The table's own name (the t_ prefix comes off entities only), its plain keys, no comment.
        joinTable: {
          name: 't_order_tag',
          joinColumn: 'order_id',
          inverseJoinColumn: 'tag_id',
          onDelete: null,
          inverseOnDelete: null,
          comment: '',
        },
      },
    ]);
  });

  it('lists every statement it cannot use with a Chinese reason, never failing on them', () => {
    const reasons = skipped.map((s) => s.statement.split(' ')[0]);
    expect(reasons).toEqual(expect.arrayContaining(['SET', 'DROP', 'INSERT', 'LOCK', 'UNLOCK', 'CREATE']));
    expect(skipped.find((s) => s.statement.startsWith('CREATE VIEW'))?.reason).toBe(
      '视图不是数据表，暂不导入',
    );
    for (const s of skipped) expect(s.reason).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('importDdl (mysql) edge cases', () => {
  it('imports what it can read of a broken table and lists the rest with its line', () => {
    const sql =
      'CREATE TABLE a (id int PRIMARY KEY);\n\nCREATE TABLE b (\n  id int PRIMARY KEY,\n  name varchar(10) NOT NULL NOT,\n);';
    const { model, skipped } = importDdl(sql, 'mysql');
    expect(model.entities.map((e) => e.fields.map((f) => f.column))).toEqual([['id'], ['id', 'name']]);
    expect(field(model.entities[1], 'name')).toMatchObject({ type: 'string', length: 10 });
    expect(skipped).toEqual([
      {
        statement: 'b: name varchar(10) NOT NULL NOT',
        line: 5,
        reason: '列定义中「NOT NULL NOT」无法解析，只导入了列名和类型',
      },
    ]);
  });

  it('does not strip a prefix that only some tables carry, and singularizes class names', () => {
    const { model } = importDdl(
      'CREATE TABLE categories (id int PRIMARY KEY); CREATE TABLE order_items (id int PRIMARY KEY);',
      'mysql',
    );
    expect(model.project.tablePrefix).toBeUndefined();
    expect(model.entities.map((e) => e.className)).toEqual(['Category', 'OrderItem']);
    expect(model.entities.map((e) => e.tableName)).toEqual(['categories', 'order_items']);
  });

  it('reads keys added later by ALTER TABLE and a one-to-one from a unique foreign key', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE user (id bigint NOT NULL, name varchar(20));
       CREATE TABLE profile (id bigint NOT NULL, user_id bigint NOT NULL, bio varchar(200));
       ALTER TABLE user ADD PRIMARY KEY (id);
       ALTER TABLE profile ADD PRIMARY KEY (id), ADD UNIQUE KEY uk_profile_user (user_id);
       ALTER TABLE profile ADD CONSTRAINT fk_profile_user FOREIGN KEY (user_id) REFERENCES user (id);
       ALTER TABLE profile ADD COLUMN age int;
       ALTER TABLE profile RENAME COLUMN bio TO about;`,
      'mysql',
    );
    expect(field(entity(model.entities, 'User'), 'id').primaryKey).toBe(true);
    expect(entity(model.entities, 'Profile').relations).toEqual([
      {
        name: 'user',
        kind: 'ONE_TO_ONE',
        target: 'User',
        inverseName: 'profile',
        joinField: 'userId',
        required: true,
      },
    ]);
    expect(field(entity(model.entities, 'Profile'), 'age')).toEqual({
      name: 'age',
      column: 'age',
      type: 'int',
    });
    // RENAME COLUMN is applied as the server applies it.
    expect(entity(model.entities, 'Profile').fields.map((f) => f.column)).toEqual([
      'id',
      'user_id',
      'about',
      'age',
    ]);
    expect(skipped).toEqual([]);
  });

  it('maps a self reference through parent_id to parent / children', () => {
    const { model } = importDdl(
      'CREATE TABLE category (id int PRIMARY KEY, parent_id int, CONSTRAINT fk FOREIGN KEY (parent_id) REFERENCES category (id));',
      'mysql',
    );
    expect(model.entities[0].relations).toEqual([
      {
        name: 'parent',
        kind: 'MANY_TO_ONE',
        target: 'Category',
        inverseName: 'children',
        joinField: 'parentId',
      },
    ]);
  });

  it('keeps a composite primary key and maps a composite foreign key with its join fields', () => {
    const { model, skipped } = importDdl(
      `CREATE TABLE stock (warehouse_id int NOT NULL, sku varchar(20) NOT NULL, qty int, PRIMARY KEY (warehouse_id, sku));
       CREATE TABLE stock_log (id int PRIMARY KEY, warehouse_id int, sku varchar(20),
         FOREIGN KEY (warehouse_id, sku) REFERENCES stock (warehouse_id, sku));`,
      'mysql',
    );
    expect(
      entity(model.entities, 'Stock')
        .fields.filter((f) => f.primaryKey)
        .map((f) => f.name),
    ).toEqual(['warehouseId', 'sku']);
    expect(entity(model.entities, 'StockLog').relations).toEqual([
      { name: 'stock', kind: 'MANY_TO_ONE', target: 'Stock', joinFields: ['warehouseId', 'sku'] },
    ]);
    expect(skipped).toEqual([]);
  });

  it('keeps enum values exactly as the database stores them', () => {
    const { model } = importDdl(
      "CREATE TABLE film (id int PRIMARY KEY, rating enum('G','PG-13','18+') DEFAULT 'PG-13');",
      'mysql',
    );
    expect(field(model.entities[0], 'rating')).toMatchObject({
      enumValues: [{ value: 'G' }, { value: 'PG-13' }, { value: '18+' }],
      defaultValue: 'PG-13',
    });
  });

  it('undoes MySQL string escapes in comments and defaults, as the server stores them', () => {
    const { model } = importDdl(
      String.raw`CREATE TABLE note (
        id int PRIMARY KEY,
        title varchar(20) DEFAULT 'it''s' COMMENT '标题（可含\'引号\'与反斜杠 \\）',
        pattern varchar(20) DEFAULT '50\%' COMMENT 'say \"hi\"'
      ) COMMENT='笔记\'本';`,
      'mysql',
    );
    const [note] = model.entities;
    expect(note.label).toBe("笔记'本");
    expect(field(note, 'title')).toMatchObject({
      label: '标题',
      comment: "标题（可含'引号'与反斜杠 \\）",
      defaultValue: "it's",
    });
    expect(field(note, 'pattern')).toMatchObject({ label: 'say "hi"', defaultValue: '50\\%' });
  });
});

describe('splitComment', () => {
  it.each([
    ['昵称', { label: '昵称' }],
    ['订单状态：0->待付款；1->待发货', { label: '订单状态', comment: '0->待付款；1->待发货' }],
    ['标题（不超过200字）', { label: '标题', comment: '不超过200字' }],
    ['价格(元)，含税', { label: '价格', comment: '(元)，含税' }],
    ['备注：', { label: '备注' }],
    ['the display name', { label: 'the display name' }],
  ])('%s', (text, parts) => {
    expect(splitComment(text)).toEqual(parts);
  });
});

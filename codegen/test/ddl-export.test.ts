// exportDdl: the script's content for both dialects, its statement order, escaping, and that it is
// exactly what the official DDL sets on disk render (so the bundled copy is never stale).
import path from 'node:path';

import { exportDdl, type DdlDialect } from '../src/ddl/export';
import { InvalidModelError } from '../src/engine/errors';
import type { Model } from '../src/model/types';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../src/node/load-set';
import { kitchenSink, testModel, testModels } from './support/models';
import { renderOfficial } from './support/render-official';

const kitchenSinkPg = (): Model => testModel('kitchen-sink-postgresql');

function tinyModel(database: Model['project']['database']): Model {
  return {
    project: { name: '小店', basePackage: 'com.example.tiny', database },
    entities: [
      {
        className: 'Note',
        tableName: 'note',
        label: "便签 C:\\temp 里的 '草稿'",
        fields: [
          { name: 'id', column: 'id', label: '编号', type: 'int', primaryKey: true, autoIncrement: true },
          {
            name: 'state',
            column: 'state',
            label: '状态',
            type: 'string',
            length: 16,
            defaultValue: "'draft'",
          },
          { name: 'body', column: 'body', label: '正文', type: 'text', defaultValue: "it's" },
        ],
      },
    ],
  };
}

/** Table names in order of creation, and every table each ALTER TABLE / REFERENCES touches, in order. */
function statementOrder(script: string, quote: string): { created: string[]; used: string[] } {
  const q = quote === '`' ? '`' : '"';
  const name = `${q}([A-Za-z0-9_]+)${q}`;
  const created: string[] = [];
  const used: string[] = [];
  for (const statement of script.split(';')) {
    const create = new RegExp(`CREATE TABLE ${name}`).exec(statement);
    if (create) created.push(create[1]);
    for (const m of statement.matchAll(new RegExp(`(?:ALTER TABLE|REFERENCES|ON) ${name}`, 'g'))) {
      if (!created.includes(m[1])) used.push(`${m[1]} 在创建前被引用`);
    }
  }
  return { created, used };
}

describe('exportDdl', () => {
  it.each(
    testModels().flatMap(({ name, model }) =>
      (['mysql', 'postgresql'] as DdlDialect[]).map((d) => ({ name, model, d })),
    ),
  )('gives exactly what the $d set on disk renders for $name', ({ model, d }) => {
    const set = loadSetFromDir(path.join(OFFICIAL_SETS_DIR, `${d}-ddl`));
    expect(exportDdl(model, d)).toBe(renderOfficial(model, set)[0].content);
  });

  it('writes MySQL tables with types, keys, defaults, enums, indexes and comments', () => {
    const sql = exportDdl(kitchenSink(), 'mysql');
    expect(sql).toContain('CREATE TABLE `t_category` (');
    expect(sql).toContain("`id` BIGINT NOT NULL AUTO_INCREMENT COMMENT '分类ID',");
    expect(sql).toContain('PRIMARY KEY (`order_id`, `line_no`)');
    expect(sql).toContain(
      "`status` ENUM('DRAFT','ON_SALE','OFF_SHELF') NOT NULL DEFAULT 'DRAFT' COMMENT '上架状态',",
    );
    expect(sql).toContain("`sku` VARCHAR(64) NOT NULL UNIQUE COMMENT 'SKU 编码',");
    expect(sql).toContain("`weight` DECIMAL(8,3) NULL COMMENT '重量（千克）',");
    expect(sql).toContain("`nickname` VARCHAR(32) NULL DEFAULT '新用户' COMMENT '昵称',");
    expect(sql).toContain("`enabled` TINYINT(1) NOT NULL DEFAULT 1 COMMENT '是否启用',");
    expect(sql).toContain('`id` CHAR(36) NOT NULL DEFAULT (UUID())');
    expect(sql).toContain('`issued_on` DATE NOT NULL DEFAULT (CURRENT_DATE)');
    expect(sql).toContain('`created_at` DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP');
    expect(sql).toContain('UNIQUE KEY `uk_customer_email` (`email`)');
    expect(sql).toContain('KEY `idx_product_status_price` (`status`, `price`)');
    expect(sql).toContain(`COMMENT='商品：商品详情（支持 "富文本"，可含 ''HTML''）';`);
    expect(sql).toContain(
      ") ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COMMENT='订单明细：复合主键：订单ID + 行号';",
    );
  });

  it('writes MySQL foreign keys for every relation kind, join tables included', () => {
    const sql = exportDdl(kitchenSink(), 'mysql');
    // MANY_TO_ONE onto itself, ONE_TO_ONE owner, ONE_TO_MANY (FK on the target), MANY_TO_MANY join table.
    expect(sql).toContain(
      'ALTER TABLE `t_category` ADD CONSTRAINT `fk_t_category_parent_id` FOREIGN KEY (`parent_id`) REFERENCES `t_category` (`id`) ON DELETE SET NULL ON UPDATE CASCADE;',
    );
    expect(sql).toContain('FOREIGN KEY (`card_id`) REFERENCES `t_member_card` (`id`);');
    expect(sql).toContain(
      'ALTER TABLE `t_order_item` ADD CONSTRAINT `fk_t_order_item_order_id` FOREIGN KEY (`order_id`) REFERENCES `t_orders` (`id`);',
    );
    expect(sql).toMatch(
      /CREATE TABLE `t_product_tag` \(\n {2}`product_id` BIGINT NOT NULL,\n {2}`tag_id` INT NOT NULL,\n {2}PRIMARY KEY \(`product_id`, `tag_id`\)\n\)/,
    );
    expect(sql).toContain(
      'ALTER TABLE `t_product_tag` ADD FOREIGN KEY (`tag_id`) REFERENCES `T_TAG` (`id`) ON DELETE CASCADE;',
    );
    expect(sql.match(/FOREIGN KEY/g)).toHaveLength(8);
  });

  it('writes PostgreSQL identities, CHECK enums, separate indexes and COMMENT ON', () => {
    const sql = exportDdl(kitchenSinkPg(), 'postgresql');
    expect(sql).toContain('"id" BIGINT NOT NULL GENERATED BY DEFAULT AS IDENTITY,');
    expect(sql).toContain('"id" INTEGER NOT NULL GENERATED BY DEFAULT AS IDENTITY,');
    expect(sql).toContain(
      `"status" VARCHAR(32) NOT NULL DEFAULT 'DRAFT' CHECK ("status" IN ('DRAFT', 'ON_SALE', 'OFF_SHELF')),`,
    );
    expect(sql).toContain('"id" UUID NOT NULL DEFAULT gen_random_uuid(),');
    expect(sql).toContain('"enabled" BOOLEAN NOT NULL DEFAULT TRUE,');
    expect(sql).toContain('"profile" JSONB,');
    expect(sql).toContain('CREATE UNIQUE INDEX "uk_customer_email" ON "customer" ("email");');
    expect(sql).toContain('CREATE INDEX "idx_product_status_price" ON "product" ("status", "price");');
    expect(sql).toContain(`COMMENT ON TABLE "product" IS '商品：商品详情（支持 "富文本"，可含 ''HTML''）';`);
    expect(sql).toContain(`COMMENT ON COLUMN "orders"."delivery_time" IS '期望送达时段';`);
    expect(sql).toContain('CREATE TABLE "product_tag" (');
    expect(sql).not.toContain('SERIAL');
  });

  it.each(['mysql', 'postgresql'] as DdlDialect[])(
    'creates every table before any statement refers to it (%s)',
    (dialect) => {
      const sql = exportDdl(kitchenSink(), dialect);
      const { created, used } = statementOrder(sql, dialect === 'mysql' ? '`' : '"');
      expect(used).toEqual([]);
      expect(created).toEqual([
        't_category',
        't_customer',
        't_member_card',
        't_product',
        'T_TAG',
        't_orders',
        't_order_item',
        't_product_tag',
      ]);
      expect(sql.lastIndexOf('CREATE TABLE')).toBeLessThan(sql.indexOf('ALTER TABLE'));
    },
  );

  it('escapes strings for the target dialect, whatever database the project names', () => {
    for (const database of ['MYSQL', 'POSTGRESQL'] as const) {
      const mysql = exportDdl(tinyModel(database), 'mysql');
      const pg = exportDdl(tinyModel(database), 'postgresql');
      expect(mysql).toContain(`COMMENT='便签 C:\\\\temp 里的 ''草稿'''`);
      expect(pg).toContain(`COMMENT ON TABLE "note" IS '便签 C:\\temp 里的 ''草稿''';`);
    }
  });

  it('unwraps quoted literal defaults and writes TEXT defaults as MySQL expressions', () => {
    const mysql = exportDdl(tinyModel('MYSQL'), 'mysql');
    expect(mysql).toContain("`state` VARCHAR(16) NULL DEFAULT 'draft' COMMENT '状态',");
    expect(mysql).toContain("`body` TEXT NULL DEFAULT ('it''s') COMMENT '正文'");
    expect(exportDdl(tinyModel('MYSQL'), 'postgresql')).toContain(`"body" TEXT DEFAULT 'it''s'`);
  });

  it('is byte-identical for the same model', () => {
    expect(exportDdl(kitchenSink(), 'mysql')).toBe(exportDdl(kitchenSink(), 'mysql'));
    expect(exportDdl(kitchenSink(), 'postgresql')).toBe(exportDdl(kitchenSink(), 'postgresql'));
  });

  it('rejects an unknown dialect and an invalid model with Chinese messages', () => {
    expect(() => exportDdl(kitchenSink(), 'oracle' as DdlDialect)).toThrow(
      '不支持的数据库方言「oracle」：只能是 mysql 或 postgresql',
    );
    const broken = kitchenSink();
    broken.entities[0].className = 'not pascal';
    expect(() => exportDdl(broken, 'mysql')).toThrow(InvalidModelError);
  });
});

// Composite foreign keys become MANY_TO_ONE relations with `joinFields`, validated by the model and written back
// by exportDdl in both dialects; code sets do not see them (they map single-column keys only).
import { buildContext } from '../src/context/build-context';
import { exportDdl } from '../src/ddl/export';
import { importDdl } from '../src/ddl/import';
import type { Model } from '../src/model/types';
import { validateModel } from '../src/model/validate';

const sql = `CREATE TABLE shop_order (
  shop_id int NOT NULL,
  order_no varchar(32) NOT NULL,
  PRIMARY KEY (shop_id, order_no)
);
CREATE TABLE order_line (
  id bigint PRIMARY KEY AUTO_INCREMENT,
  order_no varchar(32) NOT NULL,
  shop_id int NOT NULL,
  note_shop int,
  note_no varchar(32),
  CONSTRAINT fk_line_order FOREIGN KEY (order_no, shop_id) REFERENCES shop_order (order_no, shop_id) ON DELETE CASCADE,
  FOREIGN KEY (note_shop, note_no) REFERENCES shop_order (shop_id, order_no) ON DELETE SET NULL
);`;

describe('composite foreign keys', () => {
  const { model, skipped, approximations } = importDdl(sql, 'mysql');
  const line = model.entities.find((e) => e.tableName === 'order_line')!;

  it('imports each as a MANY_TO_ONE with its join fields in the order of the target key', () => {
    expect(validateModel(model).ok).toBe(true);
    expect(line.relations).toEqual([
      {
        name: 'shopOrder',
        kind: 'MANY_TO_ONE',
        target: 'ShopOrder',
        joinFields: ['shopId', 'orderNo'],
        required: true,
        onDelete: 'CASCADE',
      },
      {
        name: 'shopOrder2',
        kind: 'MANY_TO_ONE',
        target: 'ShopOrder',
        joinFields: ['noteShop', 'noteNo'],
        onDelete: 'SET NULL',
      },
    ]);
    expect(skipped.filter((s) => /外键/.test(s.reason))).toEqual([]);
    expect(approximations.map((a) => a.line)).toEqual([12, 13]);
  });

  it('writes them back in both dialects', () => {
    expect(exportDdl(model, 'mysql')).toContain(
      'ALTER TABLE `order_line` ADD CONSTRAINT `fk_order_line_shop_id_order_no` FOREIGN KEY (`shop_id`, `order_no`) REFERENCES `shop_order` (`shop_id`, `order_no`) ON DELETE CASCADE;',
    );
    expect(exportDdl(model, 'postgresql')).toContain(
      'ALTER TABLE "order_line" ADD CONSTRAINT "fk_order_line_note_shop_note_no" FOREIGN KEY ("note_shop", "note_no") REFERENCES "shop_order" ("shop_id", "order_no") ON DELETE SET NULL;',
    );
  });

  it('keeps them out of the relations code sets map', () => {
    const context = buildContext(model);
    const lineContext = context.entities.find((e) => e.className === 'OrderLine')!;
    expect(lineContext.relations).toEqual([]);
    expect(lineContext.compositeForeignKeys.map((k) => k.columns)).toEqual([
      ['shop_id', 'order_no'],
      ['note_shop', 'note_no'],
    ]);
  });

  // (x, y), which lead the key, MySQL accepts and keeps (ddl-keys-3); (y, z) lead no index.
  it('skips a composite key that does not reference the whole primary key', () => {
    const partial = importDdl(
      `CREATE TABLE a (x int, y int, z int, PRIMARY KEY (x, y, z));
CREATE TABLE b (id int PRIMARY KEY, x int, y int, FOREIGN KEY (x, y) REFERENCES a (y, z));`,
      'mysql',
    );
    expect(partial.model.entities[1].relations).toBeUndefined();
    expect(partial.skipped.map((s) => s.reason)).toContain(
      '外键引用的列不是目标表的主键、唯一列或唯一索引（不带条件和表达式）的全部列，无法映射为关系，已忽略',
    );
  });
});

describe('validateModel on joinFields', () => {
  const problems = (relation: Record<string, unknown>) => {
    const model = importDdl(sql, 'mysql').model;
    const line = model.entities.find((e) => e.tableName === 'order_line')!;
    line.relations = [{ name: 'order', kind: 'MANY_TO_ONE', target: 'ShopOrder', ...relation } as never];
    const result = validateModel(model as Model);
    return result.ok ? [] : result.problems.map((p) => p.message);
  };

  it('needs one existing field per key field of the target, on a MANY_TO_ONE or ONE_TO_ONE', () => {
    expect(problems({ joinFields: ['shopId', 'orderNo'] })).toEqual([]);
    expect(problems({ joinFields: ['shopId'] })).toEqual(['复合外键至少包含两个外键字段']);
    expect(problems({ joinFields: ['shopId', 'nope'] })).toEqual(['外键字段 nope 在实体 OrderLine 中不存在']);
    expect(problems({ joinFields: ['shopId', 'orderNo', 'noteNo'] })).toEqual([
      '复合外键有 3 个字段，而实体 ShopOrder 的主键有 2 个字段，两者必须一一对应',
    ]);
    expect(problems({ kind: 'ONE_TO_MANY', joinFields: ['shopId', 'orderNo'] })).toEqual([
      '只有多对一或一对一关系可以使用复合外键',
    ]);
    expect(problems({ joinFields: ['shopId', 'orderNo'], inverseName: 'lines' })).toEqual([
      '复合外键关系暂不支持反向属性',
    ]);
  });
});

// The models every generated backend serves in its contract smoke run, the same for every set: the kitchen sink on
// PostgreSQL in this product's envelope and on MariaDB in RuoYi's (with a deletion marker on Tag), and two public
// schemas through the DDL importer — Pagila's film catalogue (rating PG-13) and mall's shop admin (RuoYi's envelope,
// the product's delete_status as its deletion marker) — and two small ones whose tables keep their exact names. An
// adjustment is what a user would set in the designer.
import type { Field, Model } from '../../../src/model/types';
import { testModel } from '../../support/models';
import type { Dialect } from './databases';

export interface SmokeCase {
  /** A name of testModels(). */
  name: string;
  dialect: Dialect;
  /** The entities the smoke drives, in order; all of them when absent. */
  entities?: string[];
  /** A fresh copy of the model with its designer settings. */
  model: () => Model;
}

function fieldOf(model: Model, className: string, name: string): Field {
  const field = model.entities.find((e) => e.className === className)?.fields.find((f) => f.name === name);
  if (!field) throw new Error(`测试模型中没有 ${className}.${name}`);
  return field;
}

export const SMOKE_CASES: SmokeCase[] = [
  {
    name: 'kitchen-sink-postgresql',
    dialect: 'postgresql',
    model: () => testModel('kitchen-sink-postgresql'),
  },
  {
    name: 'kitchen-sink',
    dialect: 'mysql',
    model: () => {
      const model = testModel('kitchen-sink');
      model.project.apiStyle = 'RUOYI';
      model.entities
        .find((e) => e.className === 'Tag')!
        .fields.push({
          name: 'delFlag',
          column: 'del_flag',
          label: '删除标志',
          type: 'int',
          required: true,
          defaultValue: '0',
        });
      return model;
    },
  },
  {
    // The catalogue a rental admin edits. Store, staff and customer are left out: store.manager_staff_id and
    // staff.store_id are both required, a cycle no order of creates satisfies.
    name: 'pagila-postgresql',
    dialect: 'postgresql',
    entities: [
      'Actor',
      'Country',
      'City',
      'Address',
      'Language',
      'Category',
      'Film',
      'FilmActor',
      'FilmCategory',
    ],
    model: () => {
      const model = testModel('pagila-postgresql');
      // Pagila fills film.fulltext (TSVECTOR) by a trigger the model does not carry: left to the database.
      const fulltext = fieldOf(model, 'Film', 'fulltext');
      fulltext.inForm = false;
      fulltext.defaultValue = "''";
      return model;
    },
  },
  {
    // mall's shop admin: members, addresses, brands, the category tree, products with stock, tags and tag links (a
    // composite key), orders with items, coupons. OmsCartItem is left out: its unique (member, product, sku) is a
    // cart line, which the smoke's rows on shared references would repeat.
    name: 'mall-mysql',
    dialect: 'mysql',
    entities: [
      'UmsMemberLevel',
      'UmsMember',
      'UmsMemberReceiveAddress',
      'PmsBrand',
      'PmsProductCategory',
      'PmsProduct',
      'PmsSkuStock',
      'PmsProductTag',
      'PmsProductTagRelation',
      'OmsOrder',
      'OmsOrderItem',
      'SmsCoupon',
      'SmsCouponHistory',
    ],
    model: () => {
      const model = testModel('mall-mysql');
      model.project.apiStyle = 'RUOYI';
      fieldOf(model, 'PmsProduct', 'deleteStatus').role = 'LOGICAL_DELETE';
      return model;
    },
  },
  {
    // Names as the database has them (the fixture's header says what each table checks): a quoted mixed-case
    // "Customer" with a space, a hyphen and Chinese in its column names, reserved words and UPPER_CASE on orders,
    // archive.orders beside public.orders with a foreign key to each, and audit_log without a key (a virtual one).
    name: 'exact-names-postgresql',
    dialect: 'postgresql',
    entities: ['Customer', 'Order', 'ArchiveOrder', 'OrderNote', 'AuditLog'],
    model: () => testModel('exact-names-postgresql'),
  },
  {
    // Enum types in schemas of their own (Supabase's auth enums), one name in three schemas: auth.factor_status,
    // billing.factor_status found along the search path, and public's; domains of one name in two schemas.
    name: 'schemas-types-postgresql',
    dialect: 'postgresql',
    model: () => testModel('schemas-types-postgresql'),
  },
  {
    name: 'exact-names-mysql',
    dialect: 'mysql',
    entities: ['Customer', 'Order', 'OrderNote', 'AuditLog'],
    model: () => testModel('exact-names-mysql'),
  },
];

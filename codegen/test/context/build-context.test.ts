// buildContext: names, effective sizes, prefixes, FK marking and relations resolved from both sides.
import { buildContext } from '../../src/context/build-context';
import type { EntityContext, FieldContext, TemplateContext } from '../../src/context/types';
import type { Model } from '../../src/model/types';
import { kitchenSink } from '../support/models';

const entity = (ctx: TemplateContext, className: string): EntityContext => {
  const found = ctx.entities.find((e) => e.className === className);
  if (!found) throw new Error(`no ${className}`);
  return found;
};
const field = (e: EntityContext, name: string): FieldContext => {
  const found = e.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} on ${e.className}`);
  return found;
};
/** Every key of every object is present (strict Liquid variables): no undefined anywhere. */
function undefinedPaths(value: unknown, path = '$'): string[] {
  if (value === undefined) return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => undefinedPaths(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => undefinedPaths(v, `${path}.${k}`));
  return [];
}

describe('buildContext on the kitchen sink', () => {
  const ctx = buildContext(kitchenSink());

  it('never leaves a key undefined', () => {
    expect(undefinedPaths(ctx)).toEqual([]);
  });

  it('describes the project, falling back to the package for identifier names of a Chinese name', () => {
    expect(ctx.project).toMatchObject({
      name: 'Kitchen Sink 商城',
      packagePath: 'com/example/shop',
      tablePrefix: 't_',
      database: 'MYSQL',
    });
    expect(ctx.project.names.kebab).toBe('kitchen-sink');
    const chinese = kitchenSink();
    chinese.project.name = '模型工匠商城';
    expect(buildContext(chinese).project.names).toMatchObject({
      raw: '模型工匠商城',
      pascal: 'Shop',
      kebab: 'shop',
    });
    expect(ctx.generator).toEqual({ name: 'Modelsmith', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
  });

  it('applies the table prefix once and keeps labels', () => {
    const order = entity(ctx, 'Order');
    expect(order.tableName).toBe('t_orders');
    expect(order.label).toBe('订单');
    expect(order.names.plural.kebab).toBe('orders');
    const prefixed = kitchenSink();
    prefixed.entities[0].tableName = 't_category';
    expect(buildContext(prefixed).entities[0].tableName).toBe('t_category');
  });

  it('fills effective sizes, default kinds, enum names and validation', () => {
    const customer = entity(ctx, 'Customer');
    expect(field(customer, 'username')).toMatchObject({
      length: 32,
      precision: null,
      required: true,
      unique: true,
    });
    expect(field(customer, 'balance')).toMatchObject({
      precision: 12,
      scale: 2,
      defaultKind: 'literal',
      defaultValue: 0,
    });
    expect(field(customer, 'createdAt')).toMatchObject({ defaultKind: 'current_timestamp' });
    expect(field(customer, 'level')).toMatchObject({
      enumName: 'CustomerLevel',
      enumValues: [
        { value: 'NORMAL', label: '普通会员' },
        { value: 'VIP', label: '贵宾会员' },
        { value: 'SVIP', label: null },
      ],
    });
    expect(field(entity(ctx, 'Order'), 'status').enumValues.slice(-2)).toEqual([
      { value: 'ON-HOLD', name: 'ON_HOLD', label: '暂缓处理' },
      { value: '48h-overdue', name: 'V48h_overdue', label: '超时未付' },
    ]);
    expect(field(customer, 'email').validation).toEqual({ min: null, max: null, pattern: null, email: true });
    expect(field(customer, 'profile')).toMatchObject({
      label: '扩展资料',
      comment: '任意 JSON：兴趣、地址等',
    });
    expect(field(entity(ctx, 'MemberCard'), 'id')).toMatchObject({
      defaultKind: 'uuid',
      types: { java: 'String' },
    });
    expect(field(entity(ctx, 'MemberCard'), 'issuedOn').defaultKind).toBe('current_date');
  });

  it('splits keys, editable fields and enum fields, with isLast per list', () => {
    const item = entity(ctx, 'OrderItem');
    expect(item.compositeKey).toBe(true);
    expect(item.idField).toBeNull();
    expect(item.primaryKeys.map((f) => [f.name, f.isLast])).toEqual([
      ['orderId', false],
      ['lineNo', true],
    ]);
    const order = entity(ctx, 'Order');
    expect(order.idField?.name).toBe('id');
    expect(order.editableFields.map((f) => f.name)).toEqual([
      'orderNo',
      'customerId',
      'status',
      'totalAmount',
      'remark',
      'paid',
      'paidAt',
      'deliveryTime',
      'trackingCode',
    ]);
    expect(order.editableFields.at(-1)?.isLast).toBe(true);
    expect(order.fields.at(-1)?.isLast).toBe(true);
    expect(order.enumFields.map((f) => f.enumName)).toEqual(['OrderStatus']);
    expect(order.indexes[1]).toMatchObject({
      name: 'idx_orders_status_created',
      columns: ['status', 'created_at'],
    });
  });

  it('resolves MANY_TO_ONE with its ONE_TO_MANY inverse and marks the FK', () => {
    const order = entity(ctx, 'Order');
    const customer = entity(ctx, 'Customer');
    expect(field(order, 'customerId').isForeignKey).toBe(true);
    expect(field(order, 'orderNo').isForeignKey).toBe(false);
    const owner = order.relations.find((r) => r.name === 'customer')!;
    expect(owner).toMatchObject({
      kind: 'MANY_TO_ONE',
      owner: true,
      many: false,
      required: true,
      inverseName: 'orders',
      label: '下单客户',
      target: { className: 'Customer', tableName: 't_customer' },
    });
    expect(owner.joinField?.column).toBe('customer_id');
    // The key the FK references travels with the relation, so templates need no lookup by class name.
    expect(owner.target.idField).toBe(field(customer, 'id'));
    const inverse = customer.relations.find((r) => r.name === 'orders')!;
    expect(inverse).toMatchObject({
      kind: 'ONE_TO_MANY',
      owner: false,
      many: true,
      inverseName: 'customer',
      label: '订单',
    });
    expect(inverse.joinField?.name).toBe('customerId');
  });

  it('resolves a declared ONE_TO_MANY with the FK on the target, and a self relation', () => {
    const items = entity(ctx, 'Order').relations.find((r) => r.name === 'items')!;
    expect(items).toMatchObject({ kind: 'ONE_TO_MANY', owner: true, many: true });
    expect(items.joinField?.name).toBe('orderId');
    // OrderItem's key is composite: there is no single column to reference.
    expect(items.target.idField).toBeNull();
    expect(field(entity(ctx, 'OrderItem'), 'orderId')).toMatchObject({
      isForeignKey: true,
      primaryKey: true,
    });
    const back = entity(ctx, 'OrderItem').relations.find((r) => r.name === 'order')!;
    expect(back).toMatchObject({ kind: 'MANY_TO_ONE', owner: false, target: { className: 'Order' } });
    const category = entity(ctx, 'Category');
    expect(category.relations.map((r) => [r.name, r.kind, r.owner])).toEqual([
      ['parent', 'MANY_TO_ONE', true],
      ['children', 'ONE_TO_MANY', false],
      ['products', 'ONE_TO_MANY', false],
    ]);
  });

  it('adds a missing ONE_TO_ONE FK field typed like the target key, unique', () => {
    const cardId = field(entity(ctx, 'Customer'), 'cardId');
    expect(cardId).toMatchObject({
      column: 'card_id',
      type: 'uuid',
      unique: true,
      required: false,
      isForeignKey: true,
      label: '会员卡ID',
    });
    const owner = entity(ctx, 'MemberCard').relations[0];
    expect(owner).toMatchObject({ name: 'owner', kind: 'ONE_TO_ONE', owner: false, many: false });
    expect(owner.joinField?.name).toBe('cardId');
  });

  it('gives each MANY_TO_MANY side the join table from its own point of view', () => {
    const product = entity(ctx, 'Product');
    expect(product.joinTables).toEqual([
      // The DDL sets' defaults, filled in: a primary key, ON DELETE CASCADE both ways, a comment from the labels.
      {
        name: 't_product_tag',
        joinColumn: 'product_id',
        inverseJoinColumn: 'tag_id',
        target: 'Tag',
        key: 'primary',
        onDelete: 'CASCADE',
        onUpdate: null,
        inverseOnDelete: 'CASCADE',
        inverseOnUpdate: null,
        comment: '商品与标签的关联',
        // The owner's: the join table has none of its own.
        mysqlCharset: { charset: 'utf8mb4', collate: null },
      },
    ]);
    expect(product.relations.find((r) => r.name === 'tags')?.joinTable).toEqual({
      name: 't_product_tag',
      joinColumn: 'product_id',
      inverseJoinColumn: 'tag_id',
    });
    expect(entity(ctx, 'Tag').relations[0]).toMatchObject({
      name: 'products',
      owner: false,
      joinTable: { name: 't_product_tag', joinColumn: 'tag_id', inverseJoinColumn: 'product_id' },
    });
    expect(entity(ctx, 'Tag').joinTables).toEqual([]);
  });
});

describe('buildContext defaults', () => {
  const model: Model = {
    project: {
      name: 'social',
      basePackage: 'com.example.social',
      database: 'POSTGRESQL',
      tablePrefix: 'sn_',
    },
    entities: [
      {
        className: 'User',
        tableName: 'user_account',
        fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true }],
        relations: [
          { name: 'friends', kind: 'MANY_TO_MANY', target: 'User' },
          { name: 'posts', kind: 'ONE_TO_MANY', target: 'Post', inverseName: 'author' },
        ],
      },
      {
        className: 'Post',
        tableName: 'post',
        fields: [{ name: 'id', column: 'id', type: 'string', length: 26, primaryKey: true }],
      },
    ],
  };
  const ctx = buildContext(model);

  it('names the default join table after both tables and keeps a self relation`s columns apart', () => {
    expect(entity(ctx, 'User').joinTables).toEqual([
      {
        name: 'sn_user_account_user_account',
        joinColumn: 'user_id',
        inverseJoinColumn: 'friend_id',
        target: 'User',
        key: 'primary',
        onDelete: 'CASCADE',
        onUpdate: null,
        inverseOnDelete: 'CASCADE',
        inverseOnUpdate: null,
        comment: 'User与User的关联',
        // The owner's: the join table has none of its own.
        mysqlCharset: { charset: 'utf8mb4', collate: null },
      },
    ]);
  });

  it('adds the FK of a ONE_TO_MANY to the target, named after the inverse side', () => {
    const authorId = field(entity(ctx, 'Post'), 'authorId');
    expect(authorId).toMatchObject({
      column: 'author_id',
      type: 'long',
      isForeignKey: true,
      required: false,
    });
    expect(entity(ctx, 'Post').relations[0]).toMatchObject({
      name: 'author',
      kind: 'MANY_TO_ONE',
      owner: false,
    });
  });
});

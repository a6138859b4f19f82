import { type Field, FIELD_TYPES, validateModel } from '@modelsmith/codegen';
import {
  addField,
  draftOf,
  dropIndex,
  emptyDraft,
  entityOf,
  followTable,
  moveField,
  moveFieldTo,
  problemsOf,
  removeField,
  renameClass,
  setTableName,
  updateField,
} from './draft';
import { importedOrders } from './imported-samples';

test('the table name follows the class name until the user types one', () => {
  let draft = renameClass(emptyDraft(), 'OrderItem');
  expect(draft.tableName).toBe('order_item');
  draft = setTableName(draft, 't_item');
  draft = renameClass(draft, 'LineItem');
  expect(draft.tableName).toBe('t_item');
  // Typing the derived name back hands the table name to the class again.
  draft = setTableName(draft, 'line_item');
  expect(renameClass(draft, 'Line').tableName).toBe('line');
});

test('a field’s column follows its name until the user types one', () => {
  let draft = addField(emptyDraft(), 'blank');
  const key = draft.fields[1].key;
  draft = updateField(draft, key, { name: 'nickName' });
  expect(draft.fields[1].column).toBe('nick_name');
  draft = updateField(draft, key, { column: 'nick' });
  draft = updateField(draft, key, { name: 'alias' });
  expect(draft.fields[1].column).toBe('nick');
});

test('an enum field starts with one value to edit; other types drop enum values when saved', () => {
  let draft = addField(emptyDraft(), 'blank');
  const key = draft.fields[1].key;
  draft = updateField(draft, key, { type: 'enum' });
  expect(draft.fields[1].enumValues).toEqual([{ value: 'VALUE_1', label: '' }]);
  draft = updateField(draft, key, { type: 'int' });
  expect(entityOf({ ...draft, className: 'A', tableName: 'a' }).fields[1]).toEqual({
    name: 'field2',
    column: 'field2',
    type: 'int',
  });
});

test('an imported field keeps what its type has (codes, unsigned, size, time zone, native type) through the designer', () => {
  const stored = {
    className: 'SysUser',
    tableName: 'sys_user',
    fields: [
      { name: 'id', column: 'id', type: 'long' as const, primaryKey: true, unsigned: true },
      {
        name: 'status',
        column: 'status',
        type: 'string' as const,
        length: 1,
        fixedLength: true,
        enumValues: [
          { value: '0', label: '正常' },
          { value: '1', label: '停用' },
        ],
      },
      { name: 'age', column: 'age', type: 'int' as const, sqlSize: 'tiny' as const, unsigned: true },
      { name: 'note', column: 'note', type: 'text' as const, sqlSize: 'long' as const },
      { name: 'loginAt', column: 'login_at', type: 'datetime' as const, withTimeZone: true },
      { name: 'tags', column: 'tags', type: 'json' as const, sqlType: { postgresql: 'TEXT[]' } },
      {
        name: 'shades',
        column: 'shades',
        type: 'json' as const,
        sqlType: { postgresql: 'SHADE[]' },
        enumTypeName: 'shade',
        enumTypeSchema: 'art',
        enumValues: [{ value: 'red' }, { value: 'blue' }],
      },
      { name: 'avatar', column: 'avatar', type: 'binary' as const, length: 255 },
      {
        name: 'token',
        column: 'token',
        type: 'binary' as const,
        length: 32,
        fixedLength: true,
        defaultValue: "''",
      },
      { name: 'seen', column: 'seen', type: 'datetime' as const, sqlType: { mysql: 'TIMESTAMP' } },
    ],
  };
  expect(entityOf(draftOf(stored))).toEqual(stored);
});

test('a type change drops exactly the attributes the new type does not have, as the codegen validator asks', () => {
  const full = {
    enumValues: [{ value: '1', label: '是' }],
    enumTypeName: 'flag',
    enumTypeSchema: 'sales',
    length: 8,
    fixedLength: true,
    precision: 10,
    scale: 2,
    unsigned: true,
    withTimeZone: true,
    onUpdateCurrentTimestamp: true,
    sqlType: { mysql: 'BIGINT' },
    collation: { dialect: 'mysql' as const, collate: 'utf8mb4_bin' },
  };
  for (const type of FIELD_TYPES) {
    const sqlSize = type === 'int' ? 'tiny' : type === 'text' ? 'long' : 'small';
    const field = { name: 'f', column: 'f', type, ...full, sqlSize } as Field;
    const saved = entityOf({
      ...emptyDraft(),
      className: 'A',
      tableName: 'a',
      fields: [{ ...field, key: 'k' }],
    });
    const result = validateModel({
      project: { name: 'p', basePackage: 'com.example', database: 'MYSQL' },
      entities: [
        { ...saved, fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }, ...saved.fields] },
      ],
    });
    const attributeProblems = (result.ok ? [] : result.problems).filter((p) =>
      /fields\[1\]\.\w+$/.test(p.path),
    );
    expect([type, attributeProblems]).toEqual([type, []]);
  }
});

test('keeps a boolean column’s default false when the entity is saved', () => {
  const stored = {
    className: 'Customer',
    tableName: 'customer',
    fields: [
      { name: 'id', column: 'id', type: 'long' as const, primaryKey: true },
      { name: 'vip', column: 'vip', type: 'boolean' as const, required: true, defaultValue: false },
    ],
  };
  expect(entityOf(draftOf(stored))).toEqual(stored);
});

test('keeps how generated code uses a column (hidden is a choice), and a new type starts from the derived role', () => {
  const draft = {
    ...emptyDraft(),
    className: 'A',
    tableName: 'a',
    fields: [
      {
        key: 'k',
        name: 'secret',
        column: 'secret',
        type: 'string' as const,
        role: 'SECRET' as const,
        search: 'NONE' as const,
        inList: false,
        inForm: true,
      },
    ],
  };
  expect(entityOf(draft).fields[0]).toEqual({
    name: 'secret',
    column: 'secret',
    type: 'string',
    role: 'SECRET',
    search: 'NONE',
    inList: false,
    inForm: true,
  });
  const retyped = updateField(draft, 'k', { type: 'int' });
  expect(entityOf(retyped).fields[0]).toEqual({
    name: 'secret',
    column: 'secret',
    type: 'int',
    inList: false,
    inForm: true,
  });
});

test('presets add common fields once; blank fields get unused names', () => {
  let draft = addField(addField(emptyDraft(), 'createdAt'), 'createdAt');
  expect(draft.fields.map((f) => f.name)).toEqual(['id', 'createdAt']);
  draft = addField(addField(draft, 'blank'), 'blank');
  expect(draft.fields.map((f) => f.name)).toEqual(['id', 'createdAt', 'field3', 'field4']);
});

test('fields move up and down within the list and can be removed', () => {
  let draft = addField(addField(emptyDraft(), 'createdAt'), 'updatedAt');
  const [id, created, updated] = draft.fields.map((f) => f.key);
  draft = moveField(draft, updated, -1);
  expect(draft.fields.map((f) => f.key)).toEqual([id, updated, created]);
  expect(moveField(draft, id, -1)).toBe(draft);
  draft = removeField(draft, updated);
  expect(draft.fields.map((f) => f.key)).toEqual([id, created]);
});

test('a field moves to any index, the others keeping their order', () => {
  const draft = addField(addField(addField(emptyDraft(), 'createdAt'), 'updatedAt'), 'deleted');
  const [id, created, updated, deleted] = draft.fields.map((f) => f.key);
  const keys = (moved: typeof draft) => moved.fields.map((f) => f.key);
  expect(keys(moveFieldTo(draft, 0, 3))).toEqual([created, updated, deleted, id]);
  expect(keys(moveFieldTo(draft, 3, 1))).toEqual([id, deleted, created, updated]);
  expect(keys(moveFieldTo(draft, 1, 2))).toEqual([id, updated, created, deleted]);
  // Past either end clamps to that end; a move onto itself or from outside the list changes nothing.
  expect(keys(moveFieldTo(draft, 2, 99))).toEqual([id, created, deleted, updated]);
  expect(keys(moveFieldTo(draft, 2, -5))).toEqual([updated, id, created, deleted]);
  expect(moveFieldTo(draft, 2, 2)).toBe(draft);
  expect(moveFieldTo(draft, 4, 0)).toBe(draft);
  expect(moveFieldTo(draft, -1, 0)).toBe(draft);
  // The moved field is the same object: its edits and key survive the move.
  expect(moveFieldTo(draft, 0, 3).fields[3]).toBe(draft.fields[0]);
});

test('a drop lands above or below the row it is dropped on, counting the gap the dragged row leaves', () => {
  // Four rows; dragging row 1.
  expect(dropIndex(1, 3, 'after')).toBe(3);
  expect(dropIndex(1, 3, 'before')).toBe(2);
  expect(dropIndex(1, 0, 'before')).toBe(0);
  expect(dropIndex(1, 0, 'after')).toBe(1);
  // Just above or below itself: stays where it is.
  expect(dropIndex(1, 1, 'before')).toBe(1);
  expect(dropIndex(1, 1, 'after')).toBe(1);
  expect(dropIndex(1, 2, 'before')).toBe(1);
  // Dragging the last row above the first.
  expect(dropIndex(3, 0, 'before')).toBe(0);
});

test('a stored entity round-trips through the designer unchanged', () => {
  const stored = {
    className: 'Order',
    tableName: 't_order',
    label: '订单',
    fields: [
      { name: 'id', column: 'id', type: 'long' as const, primaryKey: true, autoIncrement: true },
      {
        name: 'total',
        column: 'total_amount',
        type: 'decimal' as const,
        precision: 10,
        scale: 2,
        required: true,
      },
    ],
    relations: [{ name: 'customer', kind: 'MANY_TO_ONE' as const, target: 'Customer' }],
    position: { x: 1, y: 2 },
  };
  const draft = draftOf(stored);
  expect(draft.tableEdited).toBe(true);
  expect(draft.fields[1].columnEdited).toBe(true);
  expect(entityOf(draft)).toEqual(stored);
});

test('problems get paths relative to the draft, and other entities’ problems carry their class name', () => {
  const problems = problemsOf(
    [
      { path: 'entities[1].fields[0].name', message: '字段名不合法' },
      { path: 'entities[1].className', message: '类名不合法' },
      { path: 'entities[0].relations[0].target', message: '目标不存在' },
    ],
    ['Order'],
  );
  expect(problems.at('className')).toBe('类名不合法');
  expect(problems.ofField(0)).toBe('字段名不合法');
  expect(problems.ofField(1)).toBeUndefined();
  expect(problems.list[2].path).toBe('Order.relations[0].target');
});

test('an imported entity keeps its exact column names, schema, virtual key and identity options through the designer', () => {
  const stored = importedOrders;
  expect(entityOf(draftOf(stored))).toEqual(stored);
  // A rename carries the snake column along; the database's own name stays what it is.
  const draft = draftOf(stored);
  const renamed = entityOf(updateField(draft, draft.fields[1].key, { name: 'placedAt' }));
  expect(renamed.fields[1]).toEqual({
    name: 'placedAt',
    column: 'placed_at',
    sqlColumn: 'createdAt',
    type: 'datetime',
  });
});

test('what says nothing is not saved: an empty or same-as-column database name, no schema, a real key, default identity', () => {
  const draft = {
    ...emptyDraft(),
    className: 'A',
    tableName: 'a',
    sqlSchema: '',
    virtualPrimaryKey: false,
    fields: [
      {
        key: 'k1',
        name: 'id',
        column: 'id',
        type: 'long' as const,
        primaryKey: true,
        autoIncrement: true,
        identity: { always: false, cycle: false },
      },
      { key: 'k2', name: 'code', column: 'code', sqlColumn: 'code', type: 'string' as const },
      { key: 'k3', name: 'note', column: 'note', sqlColumn: '', type: 'string' as const },
      {
        key: 'k4',
        name: 'seq',
        column: 'seq',
        type: 'long' as const,
        autoIncrement: true,
        identity: { always: false, incrementBy: 5 },
      },
    ],
  };
  expect(entityOf(draft)).toEqual({
    className: 'A',
    tableName: 'a',
    fields: [
      { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
      { name: 'code', column: 'code', type: 'string' },
      { name: 'note', column: 'note', type: 'string' },
      { name: 'seq', column: 'seq', type: 'long', autoIncrement: true, identity: { incrementBy: 5 } },
    ],
  });
});

test('unchecking auto-increment takes its start and identity options along', () => {
  const draft = draftOf(importedOrders);
  const plain = entityOf(updateField(draft, draft.fields[0].key, { autoIncrement: false }));
  expect(plain.fields[0]).toEqual({ name: 'id', column: 'id', type: 'long', primaryKey: true });
});

test('a problem inside an attribute (an identity option) is found under the attribute', () => {
  const problems = problemsOf(
    [
      { path: 'entities[0].fields[0].identity.incrementBy', message: '步长不能为 0' },
      { path: 'entities[0].sqlSchema', message: '模式名不合法' },
    ],
    [],
  );
  expect(problems.at('fields[0].identity')).toBeUndefined();
  expect(problems.under('fields[0].identity')).toBe('步长不能为 0');
  expect(problems.under('fields[0].identityX')).toBeUndefined();
  expect(problems.under('sqlSchema')).toBe('模式名不合法');
});

test('unchecking auto-increment drops the sequence the column shared with others', () => {
  const draft = draftOf({
    className: 'Payment',
    tableName: 'payment',
    fields: [
      {
        name: 'paymentId',
        column: 'payment_id',
        type: 'long',
        primaryKey: true,
        autoIncrement: true,
        sharedSequence: 'payment_payment_id_seq',
        sharedSequenceSchema: 'public',
        sharedSequenceOwner: true,
      },
    ],
  });
  expect(entityOf(draft).fields[0].sharedSequence).toBe('payment_payment_id_seq');
  const plain = entityOf(updateField(draft, draft.fields[0].key, { autoIncrement: false }));
  expect(plain.fields[0]).toEqual({
    name: 'paymentId',
    column: 'payment_id',
    type: 'long',
    primaryKey: true,
  });
  const project = { name: 'p', basePackage: 'com.example.p', database: 'POSTGRESQL' as const };
  expect(validateModel({ project, entities: [plain] }).ok).toBe(true);
});

test('a type change drops the PostgreSQL domain the column had, which the DDL would still write as its type', () => {
  const draft = draftOf({
    className: 'Film',
    tableName: 'film',
    fields: [
      { name: 'releaseYear', column: 'release_year', type: 'int', postgresqlDomain: { name: 'year' } },
    ],
  });
  expect(entityOf(draft).fields[0].postgresqlDomain).toEqual({ name: 'year' });
  const renamed = entityOf(updateField(draft, draft.fields[0].key, { name: 'year' }));
  expect(renamed.fields[0].postgresqlDomain).toEqual({ name: 'year' });
  const retyped = entityOf(updateField(draft, draft.fields[0].key, { type: 'string' }));
  expect(retyped.fields[0].postgresqlDomain).toBeUndefined();
});

test('a default or NULL chosen by the user is no longer left to the PostgreSQL domain the column took them from', () => {
  const draft = draftOf({
    className: 'Film',
    tableName: 'film',
    fields: [
      {
        name: 'releaseYear',
        column: 'release_year',
        type: 'int',
        required: true,
        defaultValue: 2000,
        postgresqlDomain: { name: 'year', notNull: true, default: true },
      },
    ],
  });
  const key = draft.fields[0].key;
  const redefaulted = entityOf(updateField(draft, key, { defaultValue: 2024 }));
  expect(redefaulted.fields[0].postgresqlDomain).toEqual({ name: 'year', notNull: true });
  expect(entityOf(updateField(draft, key, { required: false })).fields[0].postgresqlDomain).toBeUndefined();
  expect(entityOf(updateField(draft, key, { name: 'year' })).fields[0].postgresqlDomain).toEqual({
    name: 'year',
    notNull: true,
    default: true,
  });
});

test("renaming the table moves the entity's triggers on it, quoting and schema kept; one on another table stays", () => {
  const onOrders =
    'CREATE TRIGGER orders_audit AFTER INSERT ON public."orders" FOR EACH ROW EXECUTE FUNCTION audit()';
  const onMysql = 'CREATE TRIGGER orders_touch BEFORE UPDATE ON `orders` FOR EACH ROW SET NEW.n = 1';
  const elsewhere =
    'CREATE TRIGGER log_orders AFTER INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit()';
  let draft = draftOf({
    className: 'Orders',
    tableName: 'orders',
    fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    triggers: [
      { name: 'orders_audit', dialect: 'postgresql', definition: onOrders },
      { name: 'orders_touch', dialect: 'mysql', definition: onMysql },
      { name: 'log_orders', dialect: 'postgresql', definition: elsewhere },
    ],
  });
  // The table follows the class name, and the triggers follow the table.
  draft = renameClass(draft, 'PurchaseOrder');
  expect(entityOf(draft).triggers!.map((trigger) => trigger.definition)).toEqual([
    'CREATE TRIGGER orders_audit AFTER INSERT ON "public"."purchase_order" FOR EACH ROW EXECUTE FUNCTION audit()',
    'CREATE TRIGGER orders_touch BEFORE UPDATE ON `purchase_order` FOR EACH ROW SET NEW.n = 1',
    elsewhere,
  ]);
  draft = setTableName(draft, 't_order');
  expect(entityOf(draft).triggers!.map((trigger) => trigger.definition)).toEqual([
    'CREATE TRIGGER orders_audit AFTER INSERT ON "public"."t_order" FOR EACH ROW EXECUTE FUNCTION audit()',
    'CREATE TRIGGER orders_touch BEFORE UPDATE ON `t_order` FOR EACH ROW SET NEW.n = 1',
    elsewhere,
  ]);
});

test("the triggers follow the table as the project names it: its prefix, a new schema; another table's stay", () => {
  const project = { database: 'POSTGRESQL', tablePrefix: 't_' } as const;
  const on = (table: string) =>
    `CREATE TRIGGER touch_${table.replace(/\W/g, '')} BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION touch()`;
  let draft = draftOf({
    className: 'Orders',
    tableName: 'orders',
    fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    triggers: ['t_orders', 'public."t_orders"', 'audit_orders'].map((table) => ({
      name: `touch_${table.replace(/\W/g, '')}`,
      dialect: 'postgresql' as const,
      definition: on(table),
    })),
  });
  const ons = () => entityOf(draft).triggers!.map((t) => /ON (\S+)/.exec(t.definition)![1]);
  draft = renameClass(draft, 'Purchase', project);
  // audit_orders is another table that only ends like this one: it is not this table under a prefix.
  expect(ons()).toEqual(['t_purchase', '"public"."t_purchase"', 'audit_orders']);
  // The schema typed in the table settings moves the triggers as well: an unqualified ON would miss the table.
  draft = followTable(draft, { ...draft, sqlSchema: 'app' }, project);
  expect(ons()).toEqual(['app.t_purchase', '"app"."t_purchase"', 'audit_orders']);
  draft = setTableName(draft, 'bill', project);
  expect(ons()).toEqual(['app.t_bill', '"app"."t_bill"', 'audit_orders']);
  const model = {
    project: { name: 'shop', basePackage: 'com.shop', ...project },
    entities: [entityOf(draft)],
  };
  const result = validateModel(model);
  expect(result.ok ? [] : result.problems.map((problem) => problem.path)).toEqual([
    'entities[0].triggers[2].definition',
  ]);
});

test("renaming the table moves the entity's policies on it too, and leaves its row-level security as it is", () => {
  let draft = draftOf({
    className: 'Orders',
    tableName: 'orders',
    fields: [{ name: 'id', column: 'id', type: 'long', primaryKey: true }],
    rowSecurity: true,
    policies: [{ name: 'own', definition: 'CREATE POLICY own ON public.orders USING (id > 0)' }],
  });
  draft = setTableName(draft, 't_order');
  expect(entityOf(draft)).toMatchObject({
    rowSecurity: true,
    policies: [{ name: 'own', definition: 'CREATE POLICY own ON public.t_order USING (id > 0)' }],
  });
});

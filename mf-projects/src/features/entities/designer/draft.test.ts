import {
  addField,
  draftOf,
  emptyDraft,
  entityOf,
  moveField,
  problemsOf,
  removeField,
  renameClass,
  setTableName,
  updateField,
} from './draft';

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

// Deterministic benchmark models: N tables with every field type, a MANY_TO_ONE chain and a MANY_TO_MANY.

const STATUS = [
  { value: 'DRAFT', label: '草稿' },
  { value: 'ACTIVE', label: '启用' },
  { value: 'ARCHIVED', label: '归档' },
];

function entity(i) {
  const className = `Table${String(i).padStart(3, '0')}`;
  const fields = [
    { name: 'id', column: 'id', label: '主键', type: 'long', primaryKey: true, autoIncrement: true },
    { name: 'code', column: 'code', label: '编码', type: 'string', length: 32, required: true, unique: true },
    { name: 'name', column: 'name', label: '名称', type: 'string', length: 128, required: true },
    {
      name: 'email',
      column: 'email',
      label: '邮箱',
      type: 'string',
      length: 128,
      validation: { email: true },
    },
    {
      name: 'status',
      column: 'status',
      label: '状态',
      type: 'enum',
      required: true,
      defaultValue: 'DRAFT',
      enumValues: STATUS,
    },
    {
      name: 'amount',
      column: 'amount',
      label: '金额',
      type: 'decimal',
      precision: 12,
      scale: 2,
      validation: { min: 0 },
    },
    { name: 'quantity', column: 'quantity', label: '数量', type: 'int', required: true, defaultValue: 0 },
    {
      name: 'enabled',
      column: 'enabled',
      label: '启用',
      type: 'boolean',
      required: true,
      defaultValue: true,
    },
    { name: 'startsOn', column: 'starts_on', label: '开始日期', type: 'date' },
    { name: 'remindAt', column: 'remind_at', label: '提醒时间', type: 'time' },
    { name: 'token', column: 'token', label: '令牌', type: 'uuid' },
    { name: 'extra', column: 'extra', label: '扩展', type: 'json' },
    { name: 'note', column: 'note', label: '备注', type: 'text' },
    {
      name: 'createdAt',
      column: 'created_at',
      label: '创建时间',
      type: 'datetime',
      required: true,
      defaultValue: 'CURRENT_TIMESTAMP',
    },
  ];
  const relations = [];
  if (i > 0) {
    fields.push({ name: 'parentId', column: 'parent_id', label: '上级', type: 'long' });
    relations.push({
      name: 'parent',
      kind: 'MANY_TO_ONE',
      target: `Table${String(i - 1).padStart(3, '0')}`,
      joinField: 'parentId',
      inverseName: 'children',
      label: '上级',
    });
  }
  if (i === 1)
    relations.push({
      name: 'peers',
      kind: 'MANY_TO_MANY',
      target: 'Table000',
      inverseName: 'peers',
      label: '关联',
    });
  return {
    className,
    tableName: `table_${String(i).padStart(3, '0')}`,
    label: `表${i}`,
    fields,
    relations,
    indexes: [
      {
        name: `idx_table_${String(i).padStart(3, '0')}_status`,
        fields: ['status', 'createdAt'],
        unique: false,
      },
    ],
  };
}

export function benchModel(tables, database = 'MYSQL') {
  return {
    project: { name: 'bench', basePackage: 'com.example.bench', database, tablePrefix: 'b_' },
    entities: Array.from({ length: tables }, (_, i) => entity(i)),
  };
}

// Checks relations across entities: targets exist, names do not clash, FK fields and join tables make sense.
import { defaultJoinField, defaultJoinTable } from './relation-defaults';
import { CAMEL_CASE, isRecord, type Problems, SNAKE_CASE } from './problems';
import { checkMysqlTableCharset } from './validate-field';
import {
  FOREIGN_KEY_ACTIONS,
  JOIN_TABLE_ACTIONS,
  JOIN_TABLE_KEYS,
  RELATION_KINDS,
  type Entity,
  type FieldType,
  type RelationKind,
} from './types';

const KIND_LABELS: Record<RelationKind, string> = {
  ONE_TO_ONE: '一对一',
  ONE_TO_MANY: '一对多',
  MANY_TO_ONE: '多对一',
  MANY_TO_MANY: '多对多',
};

/** Property names taken on each entity by fields and relations, filled as relations are checked. */
type Taken = Map<string, Set<string>>;

function primaryKeyCount(entity: Entity): number {
  return entity.fields.filter((f) => f.primaryKey === true).length;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((name) => b.includes(name));

/**
 * Whether a foreign key may reference these fields of the entity (names, in any order): its primary key, a unique
 * field, or exactly the fields of a unique B-tree index over whole columns without a predicate — what the database
 * itself accepts as the referenced key.
 */
export function isReferableKey(entity: Entity, fields: string[]): boolean {
  const keys = entity.fields.filter((f) => f.primaryKey === true).map((f) => f.name);
  if (!entity.virtualPrimaryKey && sameSet(keys, fields)) return true;
  if (fields.length === 1 && entity.fields.some((f) => f.name === fields[0] && f.unique === true))
    return true;
  return (entity.indexes ?? []).some(
    (index) =>
      index.unique &&
      index.where === undefined &&
      index.method === undefined &&
      !(index.expressions ?? []).some((e) => e !== null) &&
      !(index.prefixLengths ?? []).some((p) => p !== null) &&
      sameSet(index.fields, fields),
  );
}

/** Index methods the MySQL DDL writes as a plain B-tree, as InnoDB builds `USING HASH` itself. */
const MYSQL_BTREE_METHODS: (string | undefined)[] = [undefined, 'hash', 'brin'];

/**
 * Whether these fields, in this order, lead an index of the entity (its real primary key or a B-tree index in MySQL
 * over whole columns on every row): InnoDB and MariaDB accept a foreign key to them even when they are not unique,
 * PostgreSQL does not. Not a FULLTEXT or SPATIAL index (InnoDB refuses the key), nor a GIN, GiST or SP-GiST one (the
 * MySQL DDL leaves it out).
 */
export function isIndexedKey(entity: Entity, fields: string[]): boolean {
  const leads = (index: string[]) =>
    fields.length <= index.length && fields.every((name, i) => index[i] === name);
  const keys = entity.fields.filter((f) => f.primaryKey === true).map((f) => f.name);
  const order = entity.primaryKeyOrder?.length === keys.length ? entity.primaryKeyOrder : keys;
  if (!entity.virtualPrimaryKey && leads(order)) return true;
  return (entity.indexes ?? []).some(
    (index) =>
      index.where === undefined &&
      MYSQL_BTREE_METHODS.includes(index.method) &&
      !(index.expressions ?? []).some((e) => e !== null) &&
      !(index.prefixLengths ?? []).some((p) => p !== null) &&
      leads(index.fields),
  );
}

const INTEGER_TYPES: ReadonlySet<FieldType> = new Set(['int', 'long']);
const NUMBER_TYPES: ReadonlySet<FieldType> = new Set(['int', 'long', 'decimal']);

/**
 * Whether a foreign-key field of this type may reference a key field of that type: the same type, or an integer
 * referencing any number (PostgreSQL compares bigint with integer and casts an integer to numeric, not a numeric to
 * an integer; the MySQL DDL gives such a column the key's type, as InnoDB wants).
 */
export function isComparableKeyType(column: FieldType, key: FieldType): boolean {
  return column === key || (INTEGER_TYPES.has(column) && NUMBER_TYPES.has(key));
}

/** `referencedFields`: the target's fields a key references when not its primary key, paired with joinFields. */
function checkReferencedFields(
  owner: Entity,
  target: Entity,
  joinFields: unknown[],
  referenced: unknown,
  path: string,
  problems: Problems,
  database: unknown,
): void {
  if (!Array.isArray(referenced) || referenced.length === 0) {
    problems.add(`${path}.referencedFields`, '被引用字段列表格式不正确：应列出目标实体的一个或多个字段');
    return;
  }
  const names = referenced.filter((name): name is string => typeof name === 'string');
  const fields = names.map((name) => target.fields.find((f) => f.name === name));
  referenced.forEach((name: unknown, i) => {
    if (typeof name !== 'string' || !fields[names.indexOf(name)])
      problems.add(
        `${path}.referencedFields[${i}]`,
        `被引用字段 ${String(name)} 在实体 ${target.className} 中不存在`,
      );
  });
  if (referenced.length !== joinFields.length) {
    problems.add(
      `${path}.referencedFields`,
      `外键有 ${joinFields.length} 个字段，而被引用的字段有 ${referenced.length} 个，两者必须一一对应`,
    );
    return;
  }
  if (fields.some((f) => !f) || names.length !== referenced.length) return;
  if (new Set(names).size !== names.length) {
    problems.add(`${path}.referencedFields`, '被引用的字段不能重复');
    return;
  }
  // A MySQL project may reference columns that only lead an index, as InnoDB and MariaDB allow.
  if (!isReferableKey(target, names) && !(database === 'MYSQL' && isIndexedKey(target, names)))
    problems.add(
      `${path}.referencedFields`,
      `被引用的字段 ${names.join('、')} 不是实体 ${target.className} 的主键、唯一字段或唯一索引（不带条件和表达式）的全部字段，数据库不允许外键引用它们；请先为它们建立唯一索引`,
    );
  joinFields.forEach((name, i) => {
    const own = owner.fields.find((f) => f.name === name);
    const other = fields[i]!;
    if (own && !isComparableKeyType(own.type, other.type))
      problems.add(
        `${path}.joinFields[${i}]`,
        `外键字段 ${own.name}（${own.type}）与被引用字段 ${target.className}.${other.name}（${other.type}）类型不同，请改为相同类型`,
      );
  });
}

function checkJoinField(
  owner: Entity,
  target: Entity,
  relation: Record<string, unknown>,
  kind: RelationKind,
  path: string,
  problems: Problems,
): void {
  if (relation.joinField === undefined || relation.joinField === null) {
    if (kind === 'MANY_TO_MANY' || typeof relation.name !== 'string') return;
    // The builder adds the default FK field when it is missing; its column must be free.
    const holder = kind === 'ONE_TO_MANY' ? target : owner;
    const fk = defaultJoinField(owner, {
      name: relation.name,
      kind,
      inverseName: relation.inverseName as string,
    });
    if (!holder.fields.some((f) => f.name === fk.name) && holder.fields.some((f) => f.column === fk.column))
      problems.add(
        `${path}.joinField`,
        `列 ${fk.column} 已被实体 ${holder.className} 的其他字段使用，请指定外键字段`,
      );
    return;
  }
  if (typeof relation.joinField !== 'string' || !CAMEL_CASE.test(relation.joinField)) {
    problems.add(`${path}.joinField`, '外键字段名必须是小驼峰格式，如 customerId');
    return;
  }
  if (kind === 'MANY_TO_MANY') {
    problems.add(`${path}.joinField`, '多对多关系通过中间表关联，不需要外键字段');
    return;
  }
  // ONE_TO_MANY keeps the FK on the target; the other kinds keep it on the owner.
  const holder = kind === 'ONE_TO_MANY' ? target : owner;
  if (!holder.fields.some((f) => f.name === relation.joinField))
    problems.add(`${path}.joinField`, `外键字段 ${relation.joinField} 在实体 ${holder.className} 中不存在`);
}

/** A composite foreign key: the owner's fields, one per primary key field of the target, in its order. */
function checkJoinFields(
  owner: Entity,
  target: Entity,
  relation: Record<string, unknown>,
  kind: RelationKind,
  path: string,
  problems: Problems,
  database: unknown,
): void {
  const joinFields = relation.joinFields;
  if (kind !== 'MANY_TO_ONE' && kind !== 'ONE_TO_ONE') {
    problems.add(`${path}.joinFields`, '只有多对一或一对一关系可以使用复合外键');
    return;
  }
  if (relation.joinField !== undefined && relation.joinField !== null)
    problems.add(`${path}.joinField`, '复合外键关系用 joinFields 列出外键字段，不能再设置 joinField');
  if (relation.inverseName !== undefined && relation.inverseName !== null)
    problems.add(`${path}.inverseName`, '复合外键关系暂不支持反向属性');
  const referenced = relation.referencedFields;
  const toKey = referenced === undefined || referenced === null;
  // A key to a unique key may have one field: the primary key is then not what it references.
  if (!Array.isArray(joinFields) || joinFields.length < (toKey ? 2 : 1)) {
    problems.add(
      `${path}.joinFields`,
      toKey ? '复合外键至少包含两个外键字段' : '外键字段列表格式不正确：应列出本实体的一个或多个字段',
    );
    return;
  }
  const keys = primaryKeyCount(target);
  if (toKey && joinFields.length !== keys)
    problems.add(
      `${path}.joinFields`,
      `复合外键有 ${joinFields.length} 个字段，而实体 ${target.className} 的主键有 ${keys} 个字段，两者必须一一对应`,
    );
  if (!toKey) checkReferencedFields(owner, target, joinFields, referenced, path, problems, database);
  joinFields.forEach((name: unknown, i) => {
    if (typeof name !== 'string' || !owner.fields.some((f) => f.name === name))
      problems.add(`${path}.joinFields[${i}]`, `外键字段 ${String(name)} 在实体 ${owner.className} 中不存在`);
  });
  if (new Set(joinFields).size !== joinFields.length)
    problems.add(`${path}.joinFields`, '复合外键中的字段不能重复');
}

function checkJoinTable(
  relation: Record<string, unknown>,
  tables: Set<string>,
  path: string,
  problems: Problems,
): void {
  const joinTable = relation.joinTable;
  if (joinTable === undefined || joinTable === null) return;
  if (relation.kind !== 'MANY_TO_MANY') {
    problems.add(`${path}.joinTable`, '只有多对多关系需要中间表');
    return;
  }
  if (!isRecord(joinTable)) {
    problems.add(`${path}.joinTable`, '中间表格式不正确');
    return;
  }
  for (const key of ['name', 'joinColumn', 'inverseJoinColumn'] as const) {
    const value = joinTable[key];
    if (typeof value !== 'string' || !SNAKE_CASE.test(value))
      problems.add(
        `${path}.joinTable.${key}`,
        `${key === 'name' ? '中间表名' : '中间表的列名'}必须是小写下划线格式`,
      );
  }
  if (typeof joinTable.name === 'string' && tables.has(joinTable.name))
    problems.add(`${path}.joinTable.name`, `中间表名 ${joinTable.name} 与已有的表重名`);
  if (joinTable.joinColumn === joinTable.inverseJoinColumn && typeof joinTable.joinColumn === 'string')
    problems.add(`${path}.joinTable.inverseJoinColumn`, '中间表的两个列名不能相同');
  if (typeof joinTable.name === 'string') tables.add(joinTable.name);
  checkJoinTableDetails(joinTable, `${path}.joinTable`, problems);
}

const JOIN_TABLE_ACTION_KEYS = {
  onDelete: '指向本实体的外键在删除',
  onUpdate: '指向本实体的外键在更新',
  inverseOnDelete: '指向目标实体的外键在删除',
  inverseOnUpdate: '指向目标实体的外键在更新',
} as const;

/** The join table's key, foreign-key actions, comment and character set (see JoinTable): known values only. */
function checkJoinTableDetails(joinTable: Record<string, unknown>, path: string, problems: Problems): void {
  const { key, comment } = joinTable;
  if (key !== undefined && !(JOIN_TABLE_KEYS as readonly unknown[]).includes(key))
    problems.add(`${path}.key`, `中间表的 key 只能是 'unique' 或 'none'（不设置即为两列的主键）`);
  for (const [name, when] of Object.entries(JOIN_TABLE_ACTION_KEYS)) {
    const action = joinTable[name];
    if (action === undefined || action === null) continue;
    if (!(JOIN_TABLE_ACTIONS as readonly unknown[]).includes(action))
      problems.add(
        `${path}.${name}`,
        `中间表${when}时的动作「${String(action)}」不受支持，可选：${JOIN_TABLE_ACTIONS.join('、')}（中间表的列不能为空、没有默认值，不能用 SET NULL 或 SET DEFAULT）`,
      );
  }
  if (comment !== undefined && typeof comment !== 'string')
    problems.add(`${path}.comment`, '中间表的注释必须是文字（不写注释请填空字符串）');
  checkMysqlTableCharset(joinTable, path, problems);
}

function checkName(owner: Entity, relation: unknown, path: string, taken: Taken, problems: Problems): void {
  if (!isRecord(relation)) return;
  const ownerTaken = taken.get(owner.className) ?? new Set<string>();
  if (typeof relation.name !== 'string' || !CAMEL_CASE.test(relation.name)) {
    problems.add(`${path}.name`, `关系名「${String(relation.name ?? '')}」必须是小驼峰格式，如 customer`);
  } else if (ownerTaken.has(relation.name)) {
    problems.add(`${path}.name`, `关系名 ${relation.name} 与实体 ${owner.className} 的字段或其他关系重名`);
  } else ownerTaken.add(relation.name);
}

const ACTION_KEYS = { onDelete: '删除', onUpdate: '更新' } as const;

function checkActions(
  relation: Record<string, unknown>,
  kind: RelationKind,
  path: string,
  problems: Problems,
): void {
  for (const [key, when] of Object.entries(ACTION_KEYS)) {
    const action = relation[key];
    if (action === undefined || action === null) continue;
    if (typeof action !== 'string' || !(FOREIGN_KEY_ACTIONS as readonly string[]).includes(action))
      problems.add(
        `${path}.${key}`,
        `外键${when}时的动作「${String(action)}」不受支持，可选：${FOREIGN_KEY_ACTIONS.join('、')}`,
      );
    else if (kind === 'MANY_TO_MANY')
      problems.add(
        `${path}.${key}`,
        `多对多关系没有自己的外键，外键${when}时的动作请设置在中间表上（joinTable 的 ${key} 或 inverse${key[0].toUpperCase()}${key.slice(1)}）`,
      );
    else if (action === 'SET NULL' && relation.required === true && relation.setNullOnRequired !== true)
      problems.add(
        `${path}.${key}`,
        `必填的关系不能在${when}时把外键设为 NULL：请取消“必填”，或改用其他动作（如 CASCADE、RESTRICT）`,
      );
  }
}

/** `onDeleteSetFields`: some of a composite key's joinFields, with ON DELETE SET NULL / SET DEFAULT. */
function checkOnDeleteSetFields(relation: Record<string, unknown>, path: string, problems: Problems): void {
  const fields = relation.onDeleteSetFields;
  if (fields === undefined || fields === null) return;
  const at = `${path}.onDeleteSetFields`;
  const joinFields = Array.isArray(relation.joinFields) ? (relation.joinFields as unknown[]) : [];
  if (relation.onDelete !== 'SET NULL' && relation.onDelete !== 'SET DEFAULT')
    problems.add(at, '只有 ON DELETE SET NULL / SET DEFAULT 可以指定要设置的外键字段');
  else if (
    !Array.isArray(fields) ||
    fields.length === 0 ||
    fields.some((name) => !joinFields.includes(name)) ||
    new Set(fields).size !== fields.length
  )
    problems.add(at, '要设置的外键字段应是复合外键 joinFields 中不重复的一个或多个字段');
}

/** DEFERRABLE, MATCH FULL and NOT VALID: known values, and only on a relation whose own foreign key they qualify. */
function checkModes(
  relation: Record<string, unknown>,
  kind: RelationKind,
  path: string,
  problems: Problems,
): void {
  const modes = [
    ['deferrable', ['immediate', 'deferred'], 'DEFERRABLE', "'immediate' 或 'deferred'"],
    ['match', ['full'], 'MATCH FULL', "'full'"],
    ['notValid', [true], 'NOT VALID', 'true'],
  ] as const;
  for (const [key, allowed, clause, values] of modes) {
    const value = relation[key];
    if (value === undefined || value === null) continue;
    if (!(allowed as readonly unknown[]).includes(value))
      problems.add(`${path}.${key}`, `外键的 ${key} 只能是 ${values}（不设置即为 PostgreSQL 的默认）`);
    else if (kind === 'MANY_TO_MANY')
      problems.add(
        `${path}.${key}`,
        `多对多关系的中间表外键由系统生成，不能设置 ${clause}；需要时请把中间表建为实体，在它的多对一关系上设置`,
      );
  }
}

function checkRelation(
  owner: Entity,
  relation: unknown,
  path: string,
  byClass: Map<string, Entity>,
  taken: Taken,
  tables: Set<string>,
  problems: Problems,
  database: unknown,
): void {
  if (!isRecord(relation)) {
    problems.add(path, '关系格式不正确');
    return;
  }
  if (typeof relation.kind !== 'string' || !(RELATION_KINDS as readonly string[]).includes(relation.kind)) {
    problems.add(
      `${path}.kind`,
      `关系类型「${String(relation.kind ?? '')}」不受支持，可选：${RELATION_KINDS.join('、')}`,
    );
    return;
  }
  const kind = relation.kind as RelationKind;
  const target = typeof relation.target === 'string' ? byClass.get(relation.target) : undefined;
  if (!target) {
    problems.add(`${path}.target`, `关系指向的实体「${String(relation.target ?? '')}」不存在`);
    return;
  }
  // The code sets generate nothing for an entity without key fields, so no relation can reach or leave one.
  for (const side of target === owner ? [owner] : [owner, target])
    if (primaryKeyCount(side) === 0) {
      problems.add(
        side === target ? `${path}.target` : path,
        `实体 ${side.className} 没有主键字段（无主键表），不能参与关系；请先为它设置主键字段，或删除该关系`,
      );
      return;
    }
  if (relation.label !== undefined && typeof relation.label !== 'string')
    problems.add(`${path}.label`, '显示名必须是文字');
  if (relation.required !== undefined && typeof relation.required !== 'boolean')
    problems.add(`${path}.required`, 'required 只能是 true 或 false');
  checkActions(relation, kind, path, problems);
  checkModes(relation, kind, path, problems);
  checkOnDeleteSetFields(relation, path, problems);
  if (
    relation.referencedFields !== undefined &&
    relation.referencedFields !== null &&
    (relation.joinFields === undefined || relation.joinFields === null)
  )
    problems.add(
      `${path}.referencedFields`,
      '引用唯一键（非主键）的外键要用 joinFields 列出外键字段（一个字段也用 joinFields），与 referencedFields 一一对应',
    );
  if (relation.joinFields !== undefined && relation.joinFields !== null) {
    checkJoinFields(owner, target, relation, kind, path, problems, database);
    return;
  }
  // The FK (or join column) references a single-column primary key.
  const referenced = kind === 'ONE_TO_MANY' ? owner : target;
  if (primaryKeyCount(referenced) !== 1)
    problems.add(
      `${path}.target`,
      `${KIND_LABELS[kind]}关系要求实体 ${referenced.className} 恰好有一个主键字段（复合主键的实体只能通过外键字段手动关联）`,
    );
  if (kind === 'MANY_TO_MANY' && primaryKeyCount(owner) !== 1 && referenced !== owner)
    problems.add(`${path}.kind`, `多对多关系要求实体 ${owner.className} 恰好有一个主键字段`);
  checkJoinField(owner, target, relation, kind, path, problems);
  checkJoinTable(relation, tables, path, problems);
  if (relation.kind === 'MANY_TO_MANY' && relation.joinTable == null) {
    const { name } = defaultJoinTable(owner, target, String(relation.name), '');
    if (tables.has(name)) problems.add(`${path}.joinTable`, `默认中间表名 ${name} 已被占用，请指定中间表`);
    tables.add(name);
  }
  if (relation.inverseName === undefined || relation.inverseName === null) return;
  const targetTaken = taken.get(target.className) ?? new Set<string>();
  if (typeof relation.inverseName !== 'string' || !CAMEL_CASE.test(relation.inverseName)) {
    problems.add(`${path}.inverseName`, `反向属性名「${String(relation.inverseName)}」必须是小驼峰格式`);
  } else if (targetTaken.has(relation.inverseName)) {
    problems.add(
      `${path}.inverseName`,
      `反向属性名 ${relation.inverseName} 与实体 ${target.className} 的字段或关系重名（同一关系只需在一侧声明）`,
    );
  } else if (target === owner && relation.inverseName === relation.name) {
    problems.add(`${path}.inverseName`, '自关联关系的反向属性名不能与关系名相同');
  } else targetTaken.add(relation.inverseName);
}

/** Runs after every entity passed its own checks, so names and fields can be trusted. */
/** `database`: the project's; a MySQL project may reference a non-unique key (see isIndexedKey). */
export function validateRelations(entities: Entity[], problems: Problems, database?: unknown): void {
  const byClass = new Map(entities.map((e) => [e.className, e]));
  const taken: Taken = new Map(entities.map((e) => [e.className, new Set(e.fields.map((f) => f.name))]));
  const tables = new Set(entities.map((e) => e.tableName));
  // Declared relation names first, so an inverse side clashing with a declared one is reported on the inverse.
  const declared = entities.flatMap((entity, ei) => {
    const relations: unknown = entity.relations;
    if (relations === undefined) return [];
    if (!Array.isArray(relations)) {
      problems.add(`entities[${ei}].relations`, '关系列表格式不正确');
      return [];
    }
    return relations.map((relation: unknown, ri) => ({
      entity,
      relation,
      path: `entities[${ei}].relations[${ri}]`,
    }));
  });
  for (const { entity, relation, path } of declared) checkName(entity, relation, path, taken, problems);
  for (const { entity, relation, path } of declared)
    checkRelation(entity, relation, path, byClass, taken, tables, problems, database);
}

// What a Liquid template sees. Templates render with strict variables, so every key is
// always present: an absent value is null, never undefined.
// Built from a validated Model by `buildContext`;
// every name variant and target type is precomputed so templates stay declarative.
import type { Database, EnumValue, FieldType, RelationKind } from '../model/types';

export interface Names {
  /** As given. */
  raw: string;
  pascal: string;
  camel: string;
  snake: string;
  kebab: string;
  /** UPPER_SNAKE. */
  constant: string;
  /** Plural of the last word: pascal `OrderItems`, camel `orderItems`, snake `order_items`, kebab `order-items`. */
  plural: { pascal: string; camel: string; snake: string; kebab: string };
}

/** Target-language types of one field, with length/precision carried where the target has them. */
export interface TypeMap {
  java: string; // `String`, `Long`, `BigDecimal`, `LocalDateTime`, enum class name for enums
  ts: string; // `string`, `number`, `boolean`, union of literals for enums
  go: string; // `string`, `int64`, `decimal.Decimal` is NOT used: `float64`; `*T` when optional
  python: string; // `str`, `int`, `Decimal`, `datetime`, `Optional[...]` when optional
  mysql: string; // `VARCHAR(64)`, `DECIMAL(10,2)`, `ENUM('A','B')`
  postgresql: string; // `VARCHAR(64)`, `NUMERIC(10,2)`, `BIGSERIAL` for auto-increment long
}

export interface FieldContext {
  name: string;
  column: string;
  /** Label, else comment, else the name: always non-empty. */
  label: string;
  comment: string;
  type: FieldType;
  length: number | null;
  precision: number | null;
  scale: number | null;
  required: boolean;
  unique: boolean;
  primaryKey: boolean;
  autoIncrement: boolean;
  /** Default literal as the user typed it, or null. */
  defaultValue: string | number | boolean | null;
  /** `literal` | `current_timestamp` | `current_date` | `uuid` | `none`. */
  defaultKind: 'literal' | 'current_timestamp' | 'current_date' | 'uuid' | 'none';
  enumValues: EnumValue[];
  /** For enums: the generated enum type name, `<Entity><Field>`, e.g. `OrderStatus`. */
  enumName: string | null;
  validation: { min: number | null; max: number | null; pattern: string | null; email: boolean };
  names: Names;
  types: TypeMap;
  /** True for the FK field behind a MANY_TO_ONE / ONE_TO_ONE owner side. */
  isForeignKey: boolean;
  isLast: boolean;
}

export interface RelationContext {
  /** Property name on this entity. */
  name: string;
  names: Names;
  /** The kind as seen from this entity (the inverse side of MANY_TO_ONE is ONE_TO_MANY). */
  kind: RelationKind;
  /** true on the side that declared it (and holds the FK or join table). */
  owner: boolean;
  target: { className: string; tableName: string; names: Names };
  /** Property name of the other side, if bidirectional. */
  inverseName: string | null;
  /** FK field on the side that holds it (this entity for MANY_TO_ONE/ONE_TO_ONE owner, the target for ONE_TO_MANY). */
  joinField: FieldContext | null;
  joinTable: { name: string; joinColumn: string; inverseJoinColumn: string } | null;
  required: boolean;
  label: string;
  /** true when this side holds a collection (ONE_TO_MANY, MANY_TO_MANY). */
  many: boolean;
}

export interface IndexContext {
  name: string;
  unique: boolean;
  fields: FieldContext[];
  columns: string[];
}

export interface EntityContext {
  className: string;
  /** Table name with the project prefix applied. */
  tableName: string;
  label: string;
  comment: string;
  names: Names;
  fields: FieldContext[];
  /** Fields that are not primary keys and not auto-managed. */
  editableFields: FieldContext[];
  primaryKeys: FieldContext[];
  /** The single primary key, when there is exactly one. */
  idField: FieldContext | null;
  compositeKey: boolean;
  enumFields: FieldContext[];
  indexes: IndexContext[];
  relations: RelationContext[];
  /** Join tables this entity owns (MANY_TO_MANY owner side). */
  joinTables: { name: string; joinColumn: string; inverseJoinColumn: string; target: string }[];
}

export interface ProjectContext {
  name: string;
  description: string;
  basePackage: string;
  /** `com/example/shop`. */
  packagePath: string;
  database: Database;
  author: string;
  tablePrefix: string;
  names: Names;
}

/** Root of a per-project file's context; per-entity files get `entity` too. */
export interface TemplateContext {
  project: ProjectContext;
  entities: EntityContext[];
  entity?: EntityContext;
  /** Deterministic: the generator never reads the clock. */
  generator: { name: 'Modelsmith'; version: string };
}

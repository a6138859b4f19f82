// Names that are safe as identifiers in each target language: a word the language reserves (or a name the
// framework already uses on the same object) gets a suffix, so `class`, `type`, `metadata` or `TableName` columns
// generate code that compiles. Computed once here, not in each template.

/** Java keywords and literals, plus the contextual keywords a field or variable cannot be named. */
const JAVA = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double else enum extends ' +
    'final finally float for goto if implements import instanceof int interface long native new package private ' +
    'protected public return short static strictfp super switch synchronized this throw throws transient try void ' +
    'volatile while true false null var record yield sealed permits _'
  ).split(' '),
);

/** JavaScript / TypeScript reserved words and the strict-mode and type-position names a variable cannot take. */
const TS = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if import in instanceof new null return super switch this throw true try typeof var void while with ' +
    'as implements interface let package private protected public static yield await arguments eval any boolean ' +
    'number string symbol never unknown object undefined type'
  ).split(' '),
);

/** Go keywords and the predeclared identifiers a local variable would shadow. */
const GO = new Set(
  (
    'break case chan const continue default defer else fallthrough for func go goto if import interface map ' +
    'package range return select struct switch type var bool byte complex64 complex128 error float32 float64 int ' +
    'int8 int16 int32 int64 rune string uint uint8 uint16 uint32 uint64 uintptr true false iota nil append cap ' +
    'clear close complex copy delete imag len make max min new panic print println real recover any comparable'
  ).split(' '),
);

/** Methods GORM calls on a model: an exported field of the same name does not compile (`go vet`). */
const GORM_METHODS = new Set(
  (
    'TableName BeforeSave BeforeCreate AfterCreate AfterSave BeforeUpdate AfterUpdate BeforeDelete AfterDelete ' +
    'AfterFind'
  ).split(' '),
);

/**
 * Python keywords and soft keywords, plus the attributes SQLAlchemy's declarative base and pydantic's BaseModel
 * own (`metadata` is refused by SQLAlchemy; `json`, `schema`, `copy`… shadow BaseModel methods).
 */
const PYTHON = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield match case type ' +
    'metadata registry query model_config model_fields json schema copy dict validate construct fields'
  ).split(' '),
);

/**
 * Python's hard keywords (lower-cased: a module file name is snake_case) and `base`, the module of the declarative
 * base beside the models: a module of either name cannot be imported by it.
 */
const PYTHON_MODULES = new Set(
  (
    'false none true and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield base'
  ).split(' '),
);

/** Python's keywords, and `mro`, which `enum.Enum` refuses as a member name. */
const PYTHON_ENUM_MEMBERS = new Set(
  (
    'False None True and as assert async await break class continue def del elif else except finally for from ' +
    'global if import in is lambda nonlocal not or pass raise return try while with yield mro'
  ).split(' '),
);

const suffixed = (name: string, reserved: Set<string>, suffix = '_') =>
  reserved.has(name) ? `${name}${suffix}` : name;

export interface Identifiers {
  /** A Java field, parameter or variable: camelCase. */
  java: string;
  /** A TypeScript variable or parameter: camelCase (property keys may use `name` as it is). */
  ts: string;
  /** A Go exported struct field: PascalCase, clear of GORM's model methods. */
  go: string;
  /** A Go local variable or parameter: camelCase. */
  goVar: string;
  /** A Python attribute or parameter: snake_case. */
  python: string;
  /** A Python module (file) name: snake_case, clear of keywords and of `base`. */
  pythonModule: string;
}

/** Safe identifiers of one name in every target, from its camel, Pascal and snake forms. */
export function identifiersOf(names: { camel: string; pascal: string; snake: string }): Identifiers {
  return {
    java: suffixed(names.camel, JAVA),
    ts: suffixed(names.camel, TS),
    go: GORM_METHODS.has(names.pascal) ? `${names.pascal}Field` : names.pascal,
    goVar: suffixed(names.camel, GO),
    python: suffixed(names.snake, PYTHON),
    pythonModule: suffixed(names.snake, PYTHON_MODULES),
  };
}

/** The fields a Java enum of the sets holds beside its constants (a constant of the same name does not compile). */
const JAVA_ENUM_FIELDS = new Set(['value', 'label']);

/**
 * An enum constant clear of the words Java and Python reserve (`new`, `default`, `pass`, `None`…) and of the Java
 * enum's own fields: a `_` suffix, as for fields. TypeScript takes any word as an enum member, and Go prefixes the
 * enum's type name.
 */
export function enumConstantOf(name: string): string {
  return JAVA.has(name) || JAVA_ENUM_FIELDS.has(name) || PYTHON_ENUM_MEMBERS.has(name) ? `${name}_` : name;
}

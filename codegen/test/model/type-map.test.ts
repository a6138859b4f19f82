// Type map: every field type to every target, with sizes carried and optional wrappers.
import { mapTypes, type TypedField } from '../../src/model/type-map';
import type { FieldType } from '../../src/model/types';

const field = (type: FieldType, extra: Partial<TypedField> = {}): TypedField => ({
  type,
  length: null,
  precision: null,
  scale: null,
  optional: false,
  enumName: null,
  enumValues: [],
  ...extra,
});

describe('mapTypes', () => {
  it.each<[FieldType, Partial<TypedField>, [string, string, string, string, string, string]]>([
    ['string', { length: 64 }, ['String', 'string', 'string', 'str', 'VARCHAR(64)', 'VARCHAR(64)']],
    ['string', {}, ['String', 'string', 'string', 'str', 'VARCHAR(255)', 'VARCHAR(255)']],
    ['text', {}, ['String', 'string', 'string', 'str', 'TEXT', 'TEXT']],
    ['int', {}, ['Integer', 'number', 'int32', 'int', 'INT', 'INTEGER']],
    ['long', {}, ['Long', 'number', 'int64', 'int', 'BIGINT', 'BIGINT']],
    [
      'decimal',
      { precision: 12, scale: 2 },
      ['BigDecimal', 'number', 'float64', 'Decimal', 'DECIMAL(12,2)', 'NUMERIC(12,2)'],
    ],
    ['boolean', {}, ['Boolean', 'boolean', 'bool', 'bool', 'TINYINT(1)', 'BOOLEAN']],
    ['date', {}, ['LocalDate', 'string', 'time.Time', 'date', 'DATE', 'DATE']],
    ['datetime', {}, ['LocalDateTime', 'string', 'time.Time', 'datetime', 'DATETIME', 'TIMESTAMP']],
    ['time', {}, ['LocalTime', 'string', 'string', 'time', 'TIME', 'TIME']],
    ['uuid', {}, ['String', 'string', 'string', 'UUID', 'CHAR(36)', 'UUID']],
    ['json', {}, ['JsonNode', 'unknown', 'json.RawMessage', 'Any', 'JSON', 'JSONB']],
    [
      'datetime',
      { withTimeZone: true },
      ['OffsetDateTime', 'string', 'time.Time', 'datetime', 'DATETIME', 'TIMESTAMPTZ'],
    ],
    ['time', { withTimeZone: true }, ['OffsetTime', 'string', 'string', 'time', 'TIME', 'TIMETZ']],
    ['string', { length: 2, fixedLength: true }, ['String', 'string', 'string', 'str', 'CHAR(2)', 'CHAR(2)']],
    ['binary', {}, ['byte[]', 'string', '[]byte', 'bytes', 'LONGBLOB', 'BYTEA']],
    ['binary', { length: 16 }, ['byte[]', 'string', '[]byte', 'bytes', 'VARBINARY(16)', 'BYTEA']],
  ])('%s %j', (type, extra, expected) => {
    const t = mapTypes(field(type, extra));
    expect([t.java, t.ts, t.go, t.python, t.mysql, t.postgresql]).toEqual(expected);
  });

  it('maps enums to the generated enum type and SQL value lists', () => {
    const t = mapTypes(
      field('enum', {
        enumName: 'OrderStatus',
        enumValues: [{ value: 'PAID' }, { value: 'PARTLY_REFUNDED_BY_MERCHANT_AFTER_REVIEW' }],
      }),
    );
    expect(t).toEqual({
      java: 'OrderStatus',
      ts: "'PAID' | 'PARTLY_REFUNDED_BY_MERCHANT_AFTER_REVIEW'",
      go: 'OrderStatus',
      python: 'OrderStatus',
      mysql: "ENUM('PAID','PARTLY_REFUNDED_BY_MERCHANT_AFTER_REVIEW')",
      postgresql: 'VARCHAR(40)',
    });
  });

  it('wraps optional fields where the language needs it', () => {
    const t = mapTypes(field('datetime', { optional: true }));
    expect([t.java, t.ts, t.go, t.python]).toEqual([
      'LocalDateTime',
      'string',
      '*time.Time',
      'Optional[datetime]',
    ]);
    // A nil RawMessage already means "absent" in Go.
    expect(mapTypes(field('json', { optional: true })).go).toBe('json.RawMessage');
    expect(mapTypes(field('binary', { optional: true })).go).toBe('[]byte');
  });
});

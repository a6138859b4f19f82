// The field facts templates read instead of computing them in Liquid: form and search inputs, wire formats, the
// type of labelled values, PostgreSQL array elements and Java imports — alone and as buildContext gives them.
import { buildContext } from '../../src/context/build-context';
import {
  arrayElementOf,
  codesNameOf,
  formWidgetOf,
  javaImportOf,
  maxLengthOf,
  minValueOf,
  searchWidgetOf,
  wireFormatOf,
} from '../../src/context/field-kinds';
import type { FieldContext, TemplateContext } from '../../src/context/types';
import { namesOf } from '../../src/model/names';
import type { FieldType } from '../../src/model/types';
import { kitchenSink, testModel } from '../support/models';

type Kinds = Parameters<typeof formWidgetOf>[0];
const plain = (type: FieldType, more: Partial<Kinds> = {}): Kinds => ({
  type,
  reference: null,
  codes: [],
  writeOnly: false,
  search: null,
  ...more,
});
const REFERENCE: FieldContext['reference'] = {
  className: 'Category',
  names: namesOf('Category'),
  path: '/api/categories',
  valueField: 'id',
  labelField: 'name',
};
const CODES = [{ value: '0', label: '正常' }];

describe('formWidgetOf', () => {
  it('puts a reference before codes before a secret before the type', () => {
    expect(formWidgetOf(plain('long', { reference: REFERENCE, codes: CODES, writeOnly: true }))).toBe(
      'reference',
    );
    expect(formWidgetOf(plain('string', { codes: CODES, writeOnly: true }))).toBe('codes');
    expect(formWidgetOf(plain('string', { writeOnly: true }))).toBe('secret');
  });

  it.each([
    ['int', 'int'],
    ['long', 'int'],
    ['uuid', 'string'],
    ['decimal', 'decimal'],
    ['string', 'string'],
    ['text', 'text'],
    ['boolean', 'boolean'],
    ['date', 'date'],
    ['datetime', 'datetime'],
    ['time', 'time'],
    ['json', 'json'],
    ['binary', 'binary'],
  ] as const)('shows a %s as %s', (type, widget) => {
    expect(formWidgetOf(plain(type))).toBe(widget);
  });
});

describe('searchWidgetOf', () => {
  it('is null for a field list pages do not search by', () => {
    expect(searchWidgetOf(plain('string', { codes: CODES }))).toBeNull();
  });

  it('asks for a range of times, dates or numbers', () => {
    expect(searchWidgetOf(plain('time', { search: 'RANGE' }))).toBe('time-range');
    expect(searchWidgetOf(plain('date', { search: 'RANGE' }))).toBe('date-range');
    expect(searchWidgetOf(plain('datetime', { search: 'RANGE' }))).toBe('date-range');
    expect(searchWidgetOf(plain('decimal', { search: 'RANGE' }))).toBe('number-range');
  });

  it('matches text by part, and asks for one value of anything else by its kind', () => {
    expect(searchWidgetOf(plain('string', { search: 'LIKE', codes: CODES }))).toBe('like');
    expect(searchWidgetOf(plain('time', { search: 'EQ' }))).toBe('time');
    expect(searchWidgetOf(plain('datetime', { search: 'EQ', reference: REFERENCE }))).toBe('date');
    expect(searchWidgetOf(plain('long', { search: 'EQ', reference: REFERENCE, codes: CODES }))).toBe(
      'reference',
    );
    expect(searchWidgetOf(plain('int', { search: 'EQ', codes: CODES }))).toBe('codes');
    expect(searchWidgetOf(plain('boolean', { search: 'EQ' }))).toBe('flag');
    expect(searchWidgetOf(plain('long', { search: 'EQ' }))).toBe('number');
    expect(searchWidgetOf(plain('uuid', { search: 'EQ' }))).toBe('text');
  });
});

describe('wireFormatOf', () => {
  it('names the contract format of dates and times, zoned ones apart', () => {
    expect(wireFormatOf({ type: 'date', withTimeZone: false })).toBe('date');
    expect(wireFormatOf({ type: 'datetime', withTimeZone: false })).toBe('datetime');
    expect(wireFormatOf({ type: 'datetime', withTimeZone: true })).toBe('zonedDatetime');
    expect(wireFormatOf({ type: 'time', withTimeZone: false })).toBe('time');
    expect(wireFormatOf({ type: 'time', withTimeZone: true })).toBe('zonedTime');
    expect(wireFormatOf({ type: 'string', withTimeZone: false })).toBeNull();
  });
});

describe('codesNameOf', () => {
  it("is the enum's name, else <Entity><Field>, and null without codes", () => {
    const names = namesOf('status');
    expect(codesNameOf({ codes: CODES, enumName: 'OrderStatus', names }, 'Order')).toBe('OrderStatus');
    expect(codesNameOf({ codes: CODES, enumName: null, names }, 'SysUser')).toBe('SysUserStatus');
    expect(codesNameOf({ codes: [], enumName: null, names }, 'SysUser')).toBeNull();
  });
});

describe('arrayElementOf', () => {
  it.each([
    ['TEXT[]', 'text'],
    ['varchar(20)[]', 'text'],
    ['INTEGER[]', 'int'],
    ['int8[]', 'int'],
    ['NUMERIC(5,2)[]', 'decimal'],
    ['DOUBLE PRECISION[]', 'decimal'],
    ['BOOL[]', 'boolean'],
  ])('reads the element of %s as %s', (postgresql, element) => {
    expect(arrayElementOf({ type: 'json', sqlType: { postgresql } })).toBe(element);
  });

  it('is null for plain json, several dimensions, another type or a MySQL-only type', () => {
    expect(arrayElementOf({ type: 'json', sqlType: { postgresql: 'JSONB' } })).toBeNull();
    expect(arrayElementOf({ type: 'json', sqlType: { postgresql: 'INTEGER[][]' } })).toBeNull();
    expect(arrayElementOf({ type: 'text', sqlType: { postgresql: 'TEXT[]' } })).toBeNull();
    expect(arrayElementOf({ type: 'json', sqlType: { mysql: 'JSON' } })).toBeNull();
    expect(arrayElementOf({ type: 'json' })).toBeNull();
  });
});

describe('javaImportOf', () => {
  it('imports java.math, java.time and Jackson types, nothing for java.lang or arrays', () => {
    expect(javaImportOf('BigDecimal')).toBe('java.math.BigDecimal');
    expect(javaImportOf('OffsetDateTime')).toBe('java.time.OffsetDateTime');
    expect(javaImportOf('JsonNode')).toBe('com.fasterxml.jackson.databind.JsonNode');
    expect(javaImportOf('String')).toBe('');
    expect(javaImportOf('byte[]')).toBe('');
  });
});

describe('maxLengthOf and minValueOf', () => {
  it('take the smaller of length and validation max, for text only', () => {
    expect(maxLengthOf({ type: 'string', length: 64 })).toBe(64);
    expect(maxLengthOf({ type: 'string', length: 64, validation: { max: 20 } })).toBe(20);
    expect(maxLengthOf({ type: 'string', length: 10, validation: { max: 20 } })).toBe(10);
    expect(maxLengthOf({ type: 'text', length: null })).toBeNull();
    expect(maxLengthOf({ type: 'text', length: null, validation: { max: 500 } })).toBe(500);
    expect(maxLengthOf({ type: 'int', length: null, validation: { max: 9 } })).toBeNull();
  });

  it('take validation min, else 0 for unsigned, for numbers only', () => {
    expect(minValueOf({ type: 'int', unsigned: true })).toBe(0);
    expect(minValueOf({ type: 'decimal', unsigned: true, validation: { min: 1901 } })).toBe(1901);
    expect(minValueOf({ type: 'long', unsigned: false, validation: { min: -5 } })).toBe(-5);
    expect(minValueOf({ type: 'long', unsigned: false })).toBeNull();
    expect(minValueOf({ type: 'string', unsigned: false, validation: { min: 2 } })).toBeNull();
  });
});

describe('buildContext gives every field its kinds', () => {
  const fieldOf = (ctx: TemplateContext, className: string, name: string): FieldContext => {
    const found = ctx.entities.find((e) => e.className === className)?.fields.find((f) => f.name === name);
    if (!found) throw new Error(`no ${className}.${name}`);
    return found;
  };

  it('after references are resolved and derived searches capped', () => {
    const ctx = buildContext(kitchenSink());
    expect(fieldOf(ctx, 'Category', 'parentId')).toMatchObject({
      widget: 'reference',
      searchWidget: 'reference',
    });
    // The key back to the order is a reference, but the order's items are not searched by it.
    expect(fieldOf(ctx, 'OrderItem', 'orderId')).toMatchObject({ widget: 'reference', searchWidget: null });
    expect(fieldOf(ctx, 'Customer', 'level')).toMatchObject({
      widget: 'codes',
      searchWidget: 'codes',
      codesName: 'CustomerLevel',
    });
    expect(fieldOf(ctx, 'Category', 'createdAt')).toMatchObject({
      searchWidget: 'date-range',
      wireFormat: 'datetime',
      types: { java: 'LocalDateTime' },
      imports: { java: 'java.time.LocalDateTime' },
    });
    expect(fieldOf(ctx, 'Customer', 'profile')).toMatchObject({
      array: null,
      types: { java: 'JsonNode' },
      imports: { java: 'com.fasterxml.jackson.databind.JsonNode' },
    });
  });

  it('imports nothing for an enum, and writes an unsigned int as a Long everywhere', () => {
    const model = kitchenSink();
    const order = model.entities.find((e) => e.className === 'Order')!;
    order.fields.push({ name: 'visits', column: 'visits', type: 'int', unsigned: true, defaultValue: 0 });
    model.entities.push({
      className: 'Local',
      tableName: 'local',
      fields: [
        { name: 'id', column: 'id', type: 'long', primaryKey: true, autoIncrement: true },
        { name: 'localDate', column: 'local_date', type: 'enum', enumValues: [{ value: 'A' }] },
      ],
    });
    const ctx = buildContext(model);
    // An enum named like a java.time class is still the entity's own nested enum.
    expect(fieldOf(ctx, 'Local', 'localDate')).toMatchObject({
      types: { java: 'LocalDate' },
      imports: { java: '' },
    });
    expect(fieldOf(ctx, 'Order', 'visits')).toMatchObject({
      types: { java: 'Long' },
      literals: { java: '0L' },
      minValue: 0,
    });
  });

  it("for Pagila's zoned times and text[]", () => {
    const ctx = buildContext(testModel('pagila-postgresql'));
    expect(fieldOf(ctx, 'Actor', 'lastUpdate')).toMatchObject({
      wireFormat: 'zonedDatetime',
      types: { java: 'OffsetDateTime' },
    });
    expect(fieldOf(ctx, 'Film', 'specialFeatures').array).toEqual({ element: 'text', enumType: null });
    expect(fieldOf(ctx, 'Film', 'rating')).toMatchObject({ widget: 'codes', codesName: 'FilmRating' });
  });
});

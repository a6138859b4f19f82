import type { Index } from '@modelsmith/codegen';
import { withIndexFields, withPrefixLength, withUnique } from './indexes-editor';

const index: Index = { name: 'idx_title', fields: ['n', 'title'], unique: false, prefixLengths: [null, 10] };

describe('index prefix lengths in the designer', () => {
  it('keeps each field’s prefix when the fields change, and indexes a new field whole', () => {
    expect(withIndexFields(index, ['title', 'body'])).toEqual({
      name: 'idx_title',
      fields: ['title', 'body'],
      unique: false,
      prefixLengths: [10, null],
    });
    expect(withIndexFields(index, ['n'])).toEqual({ name: 'idx_title', fields: ['n'], unique: false });
  });

  it('keeps an imported expression with its field', () => {
    const lower: Index = {
      name: 'uk',
      fields: ['a', 'b'],
      unique: true,
      expressions: [null, 'lower((b)::text)'],
    };
    expect(withIndexFields(lower, ['b', 'c'])).toEqual({
      name: 'uk',
      fields: ['b', 'c'],
      unique: true,
      expressions: ['lower((b)::text)', null],
    });
    expect(withIndexFields(lower, ['a'])).toEqual({ name: 'uk', fields: ['a'], unique: true });
  });

  it('keeps an imported DESC with its field, and a new field ascending', () => {
    const recent: Index = {
      name: 'idx_recent',
      fields: ['at', 'id'],
      unique: false,
      descending: [true, false],
    };
    expect(withIndexFields(recent, ['id', 'at', 'n']).descending).toEqual([false, true, false]);
    const nullsLast: Index = { ...recent, nullsOrder: ['last', null] };
    expect(withIndexFields(nullsLast, ['id', 'at']).nullsOrder).toEqual([null, 'last']);
    expect(withIndexFields(nullsLast, ['id']).nullsOrder).toBeUndefined();
    expect(withIndexFields(recent, ['id'])).toEqual({ name: 'idx_recent', fields: ['id'], unique: false });
  });

  it('keeps each operator class with its field, and drops an INCLUDE column that became a key field', () => {
    const trigram: Index = {
      name: 'idx_search',
      fields: ['title', 'code'],
      unique: false,
      opclasses: ['gin_trgm_ops', null],
      include: ['body', 'at'],
    };
    expect(withIndexFields(trigram, ['code', 'title', 'body'])).toEqual({
      name: 'idx_search',
      fields: ['code', 'title', 'body'],
      unique: false,
      opclasses: [null, 'gin_trgm_ops', null],
      include: ['at'],
    });
    expect(withIndexFields(trigram, ['code', 'body', 'at'])).toEqual({
      name: 'idx_search',
      fields: ['code', 'body', 'at'],
      unique: false,
    });
    // The method stays: it is the index's, not a field's.
    expect(withIndexFields({ ...trigram, method: 'gin' }, ['title']).method).toBe('gin');
  });

  it('keeps every per-part property of a kept field: collation, class, order, NULLS, prefix, expression', () => {
    const imported: Index = {
      name: 'idx_code',
      fields: ['code', 'title', 'at'],
      unique: false,
      collations: ['"C"', null, null],
      opclasses: ['text_pattern_ops', null, null],
      descending: [false, false, true],
      nullsOrder: [null, null, 'last'],
      prefixLengths: [null, 20, null],
    };
    expect(withIndexFields(imported, ['at', 'n', 'code', 'title'])).toEqual({
      name: 'idx_code',
      fields: ['at', 'n', 'code', 'title'],
      unique: false,
      collations: [null, null, '"C"', null],
      opclasses: [null, null, 'text_pattern_ops', null],
      descending: [true, false, false, false],
      nullsOrder: ['last', null, null, null],
      prefixLengths: [null, null, null, 20],
    });
    // The field that had the collation left: no list of nulls stays behind.
    expect(withIndexFields(imported, ['title'])).toEqual({
      name: 'idx_code',
      fields: ['title'],
      unique: false,
      prefixLengths: [20],
    });
  });

  it('drops the dialect of expressions with the last expression', () => {
    const functional: Index = {
      name: 'uk_email',
      fields: ['email', 'n'],
      unique: true,
      expressions: ['(lower(`email`))', null],
      expressionsDialect: 'mysql',
    };
    expect(withIndexFields(functional, ['n', 'email'])).toMatchObject({
      expressions: [null, '(lower(`email`))'],
      expressionsDialect: 'mysql',
    });
    expect(withIndexFields(functional, ['n'])).toEqual({ name: 'uk_email', fields: ['n'], unique: true });
  });

  it('sets and clears one prefix; an index with no prefix left carries none', () => {
    expect(withPrefixLength(index, 0, 4).prefixLengths).toEqual([4, 10]);
    expect(withPrefixLength(index, 1, null)).toEqual({
      name: 'idx_title',
      fields: ['n', 'title'],
      unique: false,
    });
  });
});

describe('uniqueness in the designer', () => {
  it('drops NULLS NOT DISTINCT with uniqueness, and keeps it while the index stays unique', () => {
    const nulls: Index = { name: 'uk', fields: ['a'], unique: true, nullsNotDistinct: true };
    expect(withUnique(nulls, false)).toEqual({ name: 'uk', fields: ['a'], unique: false });
    expect(withUnique(nulls, true)).toEqual(nulls);
    const hash: Index = { name: 'uk_url', fields: ['url'], unique: true, mysqlUsingHash: true };
    expect(withUnique(hash, false)).toEqual({ name: 'uk_url', fields: ['url'], unique: false });
    expect(withUnique(hash, true)).toEqual(hash);
    expect(withUnique({ name: 'idx', fields: ['a'], unique: false }, true)).toEqual({
      name: 'idx',
      fields: ['a'],
      unique: true,
    });
  });
});

import { type Draft, draftOf, entityOf } from './draft';
import {
  addPartition,
  boundExample,
  changePartition,
  changePartitioning,
  newPartitioning,
  partitionDepths,
  removePartition,
  takesCount,
} from './partitioning';

const log = (partitioning: Draft['partitioning']): Draft =>
  draftOf({
    className: 'AccessLog',
    tableName: 'access_log',
    fields: [
      { name: 'at', column: 'logged_at', type: 'datetime', primaryKey: true },
      { name: 'id', column: 'id', type: 'long', primaryKey: true },
    ],
    ...(partitioning ? { partitioning } : {}),
  });

describe('partitioning in the designer', () => {
  it('starts a scheme as HASH over the first key column, in the dialect asked for', () => {
    expect(newPartitioning(log(undefined), 'mysql')).toEqual({ dialect: 'mysql', by: 'HASH (logged_at)' });
    expect(newPartitioning(log(undefined), 'postgresql').dialect).toBe('postgresql');
  });

  it('names a new partition after the table on PostgreSQL (a table of its own), p<n> on MySQL, never twice', () => {
    const pg = addPartition(
      log({
        dialect: 'postgresql',
        by: 'RANGE (logged_at)',
        partitions: [{ name: 'access_log_p2', bound: '' }],
      }),
    );
    expect(pg.partitioning?.partitions?.map((p) => p.name)).toEqual(['access_log_p2', 'access_log_p3']);
    const my = addPartition(log({ dialect: 'mysql', by: 'RANGE (YEAR(logged_at))', partitions: [] }));
    expect(my.partitioning?.partitions).toEqual([{ name: 'p1', bound: '' }]);
  });

  it('listing partitions replaces MySQL’s PARTITIONS n; the last one removed leaves no list', () => {
    const counted = log({ dialect: 'mysql', by: 'KEY (id)', count: 4 });
    expect(takesCount(counted.partitioning!)).toBe(true);
    const listed = addPartition(counted);
    expect(listed.partitioning).toEqual({
      dialect: 'mysql',
      by: 'KEY (id)',
      partitions: [{ name: 'p1', bound: '' }],
    });
    expect(takesCount(listed.partitioning!)).toBe(false);
    expect(removePartition(listed, 0).partitioning).toEqual({ dialect: 'mysql', by: 'KEY (id)' });
  });

  it('clearing PARTITIONS n drops it from the saved entity', () => {
    const cleared = changePartitioning(log({ dialect: 'mysql', by: 'HASH (id)', count: 4 }), {
      count: undefined,
    });
    expect(entityOf(cleared).partitioning).toEqual({ dialect: 'mysql', by: 'HASH (id)' });
  });

  // PostgreSQL two levels: sales by region, its `sales_eu` partitioned again by year.
  const twoLevel = () =>
    log({
      dialect: 'postgresql',
      by: 'LIST (region)',
      partitions: [
        { name: 'sales_eu', bound: "FOR VALUES IN ('eu')", by: 'RANGE (logged_at)' },
        { name: 'sales_eu_2024', bound: "FOR VALUES FROM ('2024-01-01') TO ('2025-01-01')", of: 'sales_eu' },
        { name: 'sales_us', bound: "FOR VALUES IN ('us')" },
        { name: 'sales_eu_old', bound: 'DEFAULT', of: 'sales_eu', by: 'HASH (id)' },
        { name: 'sales_eu_old_0', bound: 'FOR VALUES WITH (MODULUS 1, REMAINDER 0)', of: 'sales_eu_old' },
      ],
    });

  it('renaming a partition carries the partitions under it along; clearing `by` drops it', () => {
    const renamed = changePartition(twoLevel(), 0, { name: 'sales_europe' });
    expect(renamed.partitioning?.partitions?.map((p) => [p.name, p.of])).toEqual([
      ['sales_europe', undefined],
      ['sales_eu_2024', 'sales_europe'],
      ['sales_us', undefined],
      ['sales_eu_old', 'sales_europe'],
      ['sales_eu_old_0', 'sales_eu_old'],
    ]);
    expect(partitionDepths(renamed.partitioning!.partitions!)).toEqual([0, 1, 0, 1, 2]);
    const flat = changePartition(renamed, 3, { by: undefined });
    expect(flat.partitioning?.partitions?.[3]).toEqual({
      name: 'sales_eu_old',
      bound: 'DEFAULT',
      of: 'sales_europe',
    });
  });

  it('removing a partition removes every partition under it', () => {
    expect(removePartition(twoLevel(), 0).partitioning?.partitions?.map((p) => p.name)).toEqual(['sales_us']);
    expect(removePartition(twoLevel(), 3).partitioning?.partitions?.map((p) => p.name)).toEqual([
      'sales_eu',
      'sales_eu_2024',
      'sales_us',
    ]);
  });

  it('a new MySQL partition keeps SUBPARTITION BY and lists as many subpartitions as the others, with new names', () => {
    const sub = addPartition(
      log({
        dialect: 'mysql',
        by: 'RANGE (YEAR(logged_at))',
        subpartitionBy: 'HASH (TO_DAYS(logged_at))',
        partitions: [
          { name: 'p1', bound: 'VALUES LESS THAN (2020)', subpartitions: ['p4sp0', 's1'] },
          { name: 'p3', bound: 'VALUES LESS THAN MAXVALUE', subpartitions: ['s2', 's3'] },
        ],
      }),
    );
    expect(sub.partitioning?.subpartitionBy).toBe('HASH (TO_DAYS(logged_at))');
    expect(sub.partitioning?.partitions?.[2]).toEqual({
      name: 'p4',
      bound: '',
      subpartitions: ['p4sp1', 'p4sp2'],
    });
    const counted = addPartition(
      log({
        dialect: 'mysql',
        by: 'RANGE (YEAR(logged_at))',
        subpartitionBy: 'KEY (id)',
        subpartitionCount: 2,
      }),
    );
    expect(counted.partitioning).toEqual({
      dialect: 'mysql',
      by: 'RANGE (YEAR(logged_at))',
      subpartitionBy: 'KEY (id)',
      subpartitionCount: 2,
      partitions: [{ name: 'p1', bound: '' }],
    });
  });

  it('shows the bound a method takes', () => {
    expect(boundExample({ dialect: 'postgresql', by: 'HASH (id)' })).toBe(
      'FOR VALUES WITH (MODULUS 4, REMAINDER 0)',
    );
    expect(boundExample({ dialect: 'mysql', by: 'LINEAR KEY (id)' })).toBe('KEY 分区留空');
    expect(boundExample({ dialect: 'mysql', by: 'RANGE COLUMNS (a)' })).toBe(
      'VALUES LESS THAN (2020) 或 MAXVALUE',
    );
  });
});

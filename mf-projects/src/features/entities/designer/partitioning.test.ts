import { type Draft, draftOf, entityOf } from './draft';
import {
  addPartition,
  boundExample,
  changePartitioning,
  newPartitioning,
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

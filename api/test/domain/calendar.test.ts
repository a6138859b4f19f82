// Calendar arithmetic of memberships and the desk: whole calendar months, China-time months and stamps.
import { chinaDate, chinaMonthStart, formatChinaDate } from '../../src/domain/china-time';
import { addMonths } from '../../src/domain/membership';

describe('addMonths', () => {
  it.each([
    ['2026-01-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-03-02T08:00:00.000Z', 12, '2027-03-02T08:00:00.000Z'],
    ['2026-08-31T23:59:59.000Z', 6, '2027-02-28T23:59:59.000Z'],
    ['2026-11-30T00:00:00.000Z', 3, '2027-02-28T00:00:00.000Z'],
  ])('%s + %i months = %s', (from, months, to) => {
    expect(addMonths(new Date(from), months).toISOString()).toBe(to);
  });
});

describe('China time', () => {
  it('reads 16:00 UTC on the last day of a month as the first of the next month', () => {
    const instant = new Date('2026-11-30T16:30:05.000Z');
    expect(chinaDate(instant).stamp).toBe('20261201003005');
    expect(formatChinaDate(instant)).toBe('2026-12-01');
    expect(chinaMonthStart(instant).toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(chinaMonthStart(new Date('2026-11-30T15:59:59.000Z')).toISOString()).toBe(
      '2026-10-31T16:00:00.000Z',
    );
  });
});

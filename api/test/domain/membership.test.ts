// The membership in force: a paid level only while unexpired, otherwise the free level with its limits.
import { membershipPlan } from '@modelsmith/contract';
import { effectiveMembership } from '../../src/domain/membership';

const NOW = new Date('2026-03-02T08:00:00.000Z');
const later = new Date(NOW.getTime() + 1);

describe('effectiveMembership', () => {
  it('reads a paid level before its end date, with that plan’s name and limits', () => {
    expect(effectiveMembership({ level: 1, expiresAt: later }, NOW)).toEqual({
      level: 1,
      name: membershipPlan(1).name,
      expiresAt: later.toISOString(),
      limits: membershipPlan(1).limits,
    });
  });

  it('reads an expired paid level, one ending right now, or one without an end date as the free level', () => {
    const free = { level: 0, name: '免费版', expiresAt: null, limits: membershipPlan(0).limits };
    expect(effectiveMembership({ level: 2, expiresAt: new Date(NOW.getTime() - 1) }, NOW)).toEqual(free);
    expect(effectiveMembership({ level: 2, expiresAt: NOW }, NOW)).toEqual(free);
    expect(effectiveMembership({ level: 2, expiresAt: null }, NOW)).toEqual(free);
    expect(effectiveMembership({ level: 0, expiresAt: later }, NOW)).toEqual(free);
  });
});

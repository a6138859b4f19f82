import { MEMBERSHIP_PLANS, membershipPlan, MONTH_OPTIONS, priceCents } from './plans';

test('three levels, free first, prices in integer cents', () => {
  expect(MEMBERSHIP_PLANS.map((plan) => [plan.level, plan.code, plan.monthlyPriceCents])).toEqual([
    [0, 'FREE', 0],
    [1, 'PRO', 2900],
    [2, 'ENTERPRISE', 9900],
  ]);
});

test('12 months cost 10 months; other lengths cost what they say', () => {
  expect(MONTH_OPTIONS.map((months) => priceCents(1, months))).toEqual([2900, 8700, 17400, 29000]);
  expect(priceCents(2, 12)).toBe(99000);
});

test('an unknown level is an error, not the free plan', () => {
  expect(() => membershipPlan(3)).toThrow(RangeError);
});

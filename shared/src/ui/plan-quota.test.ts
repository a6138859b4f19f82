import { MEMBERSHIP_PLANS } from '@modelsmith/contract';
import type { Membership } from '@modelsmith/shared/types';
import { limitMessage, quotaOf } from './plan-quota';

const membershipOf = (level: number): Membership => {
  const plan = MEMBERSHIP_PLANS[level];
  return { level: plan.level, name: plan.name, expiresAt: null, limits: plan.limits };
};

test('the free plan is reached at its limit and the professional plan lifts it', () => {
  const below = quotaOf(membershipOf(0), 'projects', 2)!;
  expect(below).toMatchObject({ used: 2, limit: 3, reached: false, planName: '免费版' });
  const at = quotaOf(membershipOf(0), 'projects', 3)!;
  expect(at.reached).toBe(true);
  expect(limitMessage(at)).toBe('免费版最多可创建 3 个项目，升级到专业版可增加到 50 个项目');
});

test('the message names the plan that lifts the limit, as the server says it', () => {
  const quota = quotaOf(membershipOf(0), 'entitiesPerProject', 250)!;
  expect(quota.reached).toBe(true);
  expect(quota.upgrade?.name).toBe('企业版');
  expect(limitMessage(quota)).toBe('免费版每个项目最多 20 个实体，升级到专业版可增加到 200 个实体');
  expect(limitMessage(quotaOf(membershipOf(1), 'projects', 50)!)).toBe(
    '专业版最多可创建 50 个项目，升级到企业版可不限数量',
  );
});

test('the top plan is never reached, and an unknown membership or count gives no quota', () => {
  expect(quotaOf(membershipOf(2), 'projects', 10_000)).toMatchObject({ limit: null, reached: false });
  expect(quotaOf(membershipOf(2), 'projects', 10_000)?.upgrade).toBeUndefined();
  expect(quotaOf(null, 'projects', 1)).toBeNull();
  expect(quotaOf(membershipOf(0), 'projects', undefined)).toBeNull();
});

test('own templates count against the plan like projects', () => {
  const quota = quotaOf(membershipOf(0), 'ownTemplates', 5)!;
  expect(quota).toMatchObject({ used: 5, limit: 5, reached: true });
  expect(limitMessage(quota)).toBe('免费版最多可创建 5 个自有模板，升级到专业版可增加到 100 个自有模板');
});

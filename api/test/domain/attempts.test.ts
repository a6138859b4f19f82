// Business rate limits on the shared attempt log: a subject is limited at the rule's max within its window only.
import {
  type AttemptRule,
  clearAttempts,
  countRecent,
  isLimited,
  LOGIN_FAILURES_PER_IP,
  LOGIN_FAILURES_PER_USERNAME,
  recordAttempt,
} from '../../src/domain/attempts';
import { START_TIME } from '../helpers/test-app';
import { setupTestDatabase } from '../helpers/test-database';

const ctx = setupTestDatabase();
const RULE: AttemptRule = { kind: 'test_rule', max: 3, windowMs: 60_000 };
const at = (ms: number) => new Date(START_TIME.getTime() + ms);

describe('attempts', () => {
  it('limits a subject once it reaches max within the window, and frees it as the window slides', async () => {
    for (let i = 0; i < 2; i += 1) await recordAttempt(ctx.db, RULE, 'kate', at(i * 1000));
    expect(await isLimited(ctx.db, RULE, 'kate', at(2000))).toBe(false);
    await recordAttempt(ctx.db, RULE, 'kate', at(2000));
    expect(await countRecent(ctx.db, RULE, 'kate', at(2000))).toBe(3);
    expect(await isLimited(ctx.db, RULE, 'kate', at(2000))).toBe(true);
    // The first attempt (at 0) leaves the window just after 60 s.
    expect(await isLimited(ctx.db, RULE, 'kate', at(60_000))).toBe(false);
  });

  it('counts per rule and per subject, and clears only its own rule and subject', async () => {
    for (let i = 0; i < 3; i += 1) {
      await recordAttempt(ctx.db, RULE, 'kate', START_TIME);
      await recordAttempt(ctx.db, { ...RULE, kind: 'other_rule' }, 'kate', START_TIME);
    }
    expect(await isLimited(ctx.db, RULE, 'liam', START_TIME)).toBe(false);
    await clearAttempts(ctx.db, RULE, 'kate');
    expect(await countRecent(ctx.db, RULE, 'kate', START_TIME)).toBe(0);
    expect(await countRecent(ctx.db, { ...RULE, kind: 'other_rule' }, 'kate', START_TIME)).toBe(3);
  });

  it('locks logins after 5 failures per username and 20 per address within 15 minutes', () => {
    expect(LOGIN_FAILURES_PER_USERNAME).toMatchObject({ max: 5, windowMs: 15 * 60_000 });
    expect(LOGIN_FAILURES_PER_IP).toMatchObject({ max: 20, windowMs: 15 * 60_000 });
    expect(LOGIN_FAILURES_PER_USERNAME.kind).not.toBe(LOGIN_FAILURES_PER_IP.kind);
  });
});

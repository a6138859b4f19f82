import { decodeToken, roleOfToken, tokenStatus } from '@modelsmith/shared/session';
import { makeToken } from '@modelsmith/shared/testing';

const now = Date.UTC(2026, 0, 1);

test('tokenStatus: absent is anonymous; undecodable, without exp or past exp is expired', () => {
  expect(tokenStatus(null, now)).toBe('anonymous');
  expect(tokenStatus('', now)).toBe('anonymous');
  expect(tokenStatus('not-a-jwt', now)).toBe('expired');
  expect(tokenStatus(makeToken({ sub: '1' }), now)).toBe('expired');
  expect(tokenStatus(makeToken({ exp: now / 1000 - 1 }), now)).toBe('expired');
  expect(tokenStatus(makeToken({ exp: now / 1000 }), now)).toBe('valid');
  expect(tokenStatus(makeToken({ exp: now / 1000 + 60 }), now)).toBe('valid');
});

test('decodeToken reads the claims, or null for an undecodable token', () => {
  expect(decodeToken(makeToken({ sub: '7', role: 'ADMIN', exp: 1 }))).toEqual({
    sub: '7',
    role: 'ADMIN',
    exp: 1,
  });
  expect(decodeToken('abc.def')).toBeNull();
  expect(roleOfToken(makeToken({ role: 'SUPER_ADMIN' }))).toBe('SUPER_ADMIN');
  expect(roleOfToken(null)).toBeNull();
});

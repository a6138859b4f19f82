import { loginRedirect } from '@modelsmith/shared/session';
import { expiredToken, validToken } from '@modelsmith/shared/testing';
import { decideNavigation, type NavigationInput } from './decide-navigation';

const now = Date.UTC(2026, 10, 23, 12, 0, 0);
const valid = validToken({}, now);
const expired = expiredToken({}, now);

const decide = (input: Partial<NavigationInput>) =>
  decideNavigation({ pathname: '/', search: '', access: 'public', token: null, role: null, now, ...input });

describe('guest routes (/ and /login)', () => {
  it('send a valid session to /dashboard', () => {
    expect(decide({ pathname: '/login', access: 'guest', token: valid, role: 'USER' })).toEqual({
      redirect: '/dashboard',
    });
    expect(decide({ pathname: '/', access: 'guest', token: valid, role: 'USER' })).toEqual({
      redirect: '/dashboard',
    });
  });

  it('let an anonymous visitor stay', () => {
    expect(decide({ pathname: '/login', access: 'guest' })).toEqual({});
  });

  it('end an expired session with the warning and stay', () => {
    expect(decide({ pathname: '/', access: 'guest', token: expired, role: 'USER' })).toEqual({
      endSession: true,
      notice: { level: 'warning', text: '登录已过期，请重新登录' },
    });
  });
});

describe('login-required routes', () => {
  it('send an anonymous visitor to /login with the full wanted path', () => {
    expect(decide({ pathname: '/projects', search: '?tab=mine&keyword=商城', access: 'user' })).toEqual({
      redirect: `/login?redirect=${encodeURIComponent('/projects?tab=mine&keyword=商城')}`,
    });
  });

  it('log an expired token out with the warning, then go to /login with the redirect', () => {
    expect(decide({ pathname: '/profile', access: 'user', token: expired, role: 'USER' })).toEqual({
      redirect: '/login?redirect=%2Fprofile',
      endSession: true,
      notice: { level: 'warning', text: '登录已过期，请重新登录' },
    });
  });

  it('count an undecodable token as expired', () => {
    expect(decide({ pathname: '/dashboard', access: 'user', token: 'not-a-jwt' }).endSession).toBe(true);
  });

  it('render for a valid session', () => {
    expect(decide({ pathname: '/dashboard', access: 'user', token: valid, role: 'USER' })).toEqual({});
  });
});

describe('admin routes', () => {
  it('refuse a USER with 您没有权限访问此页面 and go to /dashboard', () => {
    expect(decide({ pathname: '/admin/recharge', access: 'admin', token: valid, role: 'USER' })).toEqual({
      redirect: '/dashboard',
      notice: { level: 'error', text: '您没有权限访问此页面' },
    });
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('render for %s', (role) => {
    expect(decide({ pathname: '/admin/qrcode', access: 'admin', token: valid, role })).toEqual({});
  });

  it('send an anonymous visitor to log in first', () => {
    expect(decide({ pathname: '/admin/qrcode', access: 'admin' }).redirect).toBe(
      '/login?redirect=%2Fadmin%2Fqrcode',
    );
  });
});

test('the login page itself is never the redirect target', () => {
  expect(loginRedirect('/login', '?x=1')).toBe('/login?redirect=%2Fdashboard');
});

test('the redirect keeps the wanted path readable but its escaped query separators intact', () => {
  expect(decodeURIComponent(loginRedirect('/projects', '?keyword=%E5%95%86%E5%9F%8E&q=a%26b'))).toBe(
    '/login?redirect=/projects?keyword=商城&q=a%26b',
  );
});

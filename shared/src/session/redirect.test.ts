import { loginRedirect, readRedirect } from '@modelsmith/shared/session';

/** The `redirect` query of a login URL, as the login page reads it. */
const redirectOf = (loginUrl: string) =>
  new URL(loginUrl, 'http://site.example').searchParams.get('redirect');

describe('readRedirect: where login goes (moved from mf-auth redirect-target)', () => {
  test.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/projects/3/code?tab=files', '/projects/3/code?tab=files'],
    ['/login', '/dashboard'],
    ['/login?redirect=%2Fprojects', '/dashboard'],
    ['//evil.example.com', '/dashboard'],
    ['/\\evil.example.com', '/dashboard'],
    ['https://evil.example.com/', '/dashboard'],
    ['projects', '/dashboard'],
  ])('redirect %p goes to %p', (redirect, expected) => {
    expect(readRedirect(redirect)).toBe(expected);
  });
});

describe('loginRedirect and readRedirect agree', () => {
  test.each([
    ['/projects', '?tab=mine&keyword=商城', '/projects?tab=mine&keyword=商城'],
    ['/projects', '?keyword=%E5%95%86%E5%9F%8E&q=a%26b', '/projects?keyword=商城&q=a%26b'],
    ['/profile', '', '/profile'],
    ['/admin/qrcode', '', '/admin/qrcode'],
    ['/login', '?x=1', '/dashboard'],
    ['//evil.example.com', '', '/dashboard'],
  ])('%s%s → login → %s', (pathname, search, landing) => {
    const url = loginRedirect(pathname, search);
    expect(url.startsWith('/login?redirect=')).toBe(true);
    expect(readRedirect(redirectOf(url))).toBe(landing);
  });

  test('the wanted path is kept in full, so reading it back changes nothing', () => {
    expect(redirectOf(loginRedirect('/projects/3/code', '?tab=files'))).toBe('/projects/3/code?tab=files');
  });
});

import { redirectTarget } from './redirect-target';

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
  expect(redirectTarget(redirect)).toBe(expected);
});

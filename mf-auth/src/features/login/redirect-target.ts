// Where to go after login: the guard's `redirect` query when it is an in-site path, else /dashboard.
import { DEFAULT_AFTER_LOGIN } from '@modelsmith/shared/http';

export function redirectTarget(redirect: string | null): string {
  // Only same-site paths: `//host` or `https://…` would send a fresh session to another site.
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (redirect === '/login' || redirect.startsWith('/login?') || redirect.startsWith('/login/')) {
    return DEFAULT_AFTER_LOGIN;
  }
  return redirect;
}

// The one builder and the one reader of `/login?redirect=…` (seed §2, §9); each undoes the other.
export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/** The path as the user typed it (商城, not %E5%95%86%E5%9F%8E); decodeURI keeps escaped & = ? # intact. */
function readable(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Where to go after login: `redirect` when it is an in-site path, else /dashboard. Only same-site
 * paths: `//host` or `https://…` would send a fresh session to another site; /login would loop.
 */
export function readRedirect(redirect: string | null | undefined): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return DEFAULT_AFTER_LOGIN;
  }
  if (
    redirect === LOGIN_PATH ||
    redirect.startsWith(`${LOGIN_PATH}?`) ||
    redirect.startsWith(`${LOGIN_PATH}/`)
  ) {
    return DEFAULT_AFTER_LOGIN;
  }
  return redirect;
}

/** `/login?redirect=<full wanted path>`; /dashboard when the wanted path is /login or not a safe target. */
export function loginRedirect(pathname: string, search = ''): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(readRedirect(readable(pathname + search)))}`;
}

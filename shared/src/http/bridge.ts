// What the HTTP layer needs from the page: navigation and messages (registered by the shell or a
// standalone remote), and who to tell when it ends the session.
import { LOGIN_PATH, REDIRECT_GUARD_RESET_MS } from './constants';
import { clearStoredSession } from './token';

export interface Notifier {
  error(text: string): void;
  warning(text: string): void;
}

export interface HttpBridge {
  navigate: (to: string) => void;
  notify: Notifier;
}

const consoleNotifier: Notifier = {
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
};

// Without a router, a plain location change is the only way to reach the login page.
const locationNavigate = (to: string) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

let bridge: HttpBridge = { navigate: locationNavigate, notify: consoleNotifier };

/** The shell (or a standalone remote) registers its router navigation and antd App messages. */
export function configureHttp(next: Partial<HttpBridge>): void {
  bridge = { ...bridge, ...next };
}

export const notify: Notifier = {
  error: (text) => bridge.notify.error(text),
  warning: (text) => bridge.notify.warning(text),
};

type SessionEndListener = () => void;
const sessionEndListeners = new Set<SessionEndListener>();

/** The session module subscribes here to clear the store when the HTTP layer ends the session. */
export function onSessionEnd(listener: SessionEndListener): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Clears the persisted token and user, then tells the store. */
export function endSession(): void {
  clearStoredSession();
  sessionEndListeners.forEach((listener) => listener());
}

let redirectSuppressed = false;

/** The login page, remembering where the user was (unless already on /login). */
function loginTarget(): string {
  if (typeof window === 'undefined') return LOGIN_PATH;
  const { pathname, search } = window.location;
  if (pathname === LOGIN_PATH || pathname === '/') return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * Ends the session, shows `text` and goes to /login. Within 1 s of the last redirect only the
 * session is cleared: parallel failing requests must not stack messages and navigations.
 */
export function endSessionAndRedirect(text: string, level: keyof Notifier): void {
  endSession();
  if (redirectSuppressed) return;
  redirectSuppressed = true;
  setTimeout(() => {
    redirectSuppressed = false;
  }, REDIRECT_GUARD_RESET_MS);
  notify[level](text);
  bridge.navigate(loginTarget());
}

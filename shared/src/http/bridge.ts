// What the HTTP layer needs from outside: the page's messages (registered by the shell or a standalone
// remote) and the session (registered where the store is created). It never navigates itself.
export interface Notifier {
  error(text: string): void;
  warning(text: string): void;
}

/** The session as the HTTP layer sees it; the session decodes the token, not the HTTP layer. */
export interface HttpSession {
  /** The token to send, or null without a valid session. */
  validToken(): string | null;
  /** A protected call found no valid session ('expired') or was answered 401 ('unauthorized'). */
  end(reason: 'expired' | 'unauthorized', message: string): void;
}

export interface HttpBridge {
  notify: Notifier;
  session: HttpSession;
}

const consoleNotifier: Notifier = {
  error: (text) => console.error(text),
  warning: (text) => console.warn(text),
};

const noSession: HttpSession = { validToken: () => null, end: () => {} };

let bridge: HttpBridge = { notify: consoleNotifier, session: noSession };

export function configureHttp(next: Partial<HttpBridge>): void {
  bridge = { ...bridge, ...next };
}

export const notify: Notifier = {
  error: (text) => bridge.notify.error(text),
  warning: (text) => bridge.notify.warning(text),
};

export const session: HttpSession = {
  validToken: () => bridge.session.validToken(),
  end: (reason, message) => bridge.session.end(reason, message),
};

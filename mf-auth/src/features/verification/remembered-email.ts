// The address a code was last sent to, per type, so a reload finds its countdown again.
import type { CodeType } from './api';

const keyOf = (type: CodeType) => `modelsmith.verification.${type}`;

export function rememberCodeEmail(type: CodeType, email: string): void {
  try {
    sessionStorage.setItem(keyOf(type), email);
  } catch {
    // Private browsing may refuse storage; only the resume after reload is lost.
  }
}

export function recallCodeEmail(type: CodeType): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(type)) ?? undefined;
  } catch {
    return undefined;
  }
}

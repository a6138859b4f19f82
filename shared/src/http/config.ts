// Where the API lives: runtime configuration first, then a build-time define, else the same origin.
import { API_PREFIX } from './constants';

export interface ModelsmithConfig {
  /** Origin (and optional path) of the API, e.g. `https://api.example.com`; empty = same origin. */
  apiBaseUrl?: string;
}

declare global {
  interface Window {
    __MODELSMITH_CONFIG__?: ModelsmithConfig;
  }
  /** Optional webpack DefinePlugin value. */
  const __MODELSMITH_API_BASE_URL__: string | undefined;
}

function buildTimeBaseUrl(): string | undefined {
  return typeof __MODELSMITH_API_BASE_URL__ === 'string' ? __MODELSMITH_API_BASE_URL__ : undefined;
}

/** The API origin without a trailing slash ('' = same origin). */
export function apiOrigin(): string {
  const runtime = typeof window === 'undefined' ? undefined : window.__MODELSMITH_CONFIG__?.apiBaseUrl;
  return (runtime ?? buildTimeBaseUrl() ?? '').replace(/\/+$/, '');
}

/** The axios base URL: every call path is relative to `/api/v1`. */
export function apiBaseUrl(): string {
  return `${apiOrigin()}${API_PREFIX}`;
}

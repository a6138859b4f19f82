// Business constants of seed §9.
export const REQUEST_TIMEOUT_MS = 15000;
export const REDIRECT_GUARD_RESET_MS = 1000;
export const AUTH_SCHEME = 'Bearer';
export const API_PREFIX = '/api/v1';
export const LOGIN_PATH = '/login';
export const DEFAULT_AFTER_LOGIN = '/dashboard';

// Business constants of seed §9 that belong to the HTTP layer (the session's are in shared/session).
export const REQUEST_TIMEOUT_MS = 15000;
export const AUTH_SCHEME = 'Bearer';
export const API_PREFIX = '/api/v1';

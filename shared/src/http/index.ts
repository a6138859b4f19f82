// @modelsmith/shared/http: the one HTTP layer of the platform.
import type { AxiosRequestConfig } from 'axios';
import { recordInstance } from '@modelsmith/shared/runtime';
import { createHttp } from './instance';

/** THE axios instance; paths are relative to `/api/v1` (a leading `/api/v1` is accepted too). */
export const http = createHttp();
recordInstance('http', http);

/** Sends a call and resolves with the envelope's `data`. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<{ data: T }>(config);
  return response.data.data;
}

export { ApiError, type ApiErrorDetails } from './api-error';
export { configureHttp, notify, type HttpBridge, type HttpSession, type Notifier } from './bridge';
export { apiBaseUrl, apiOrigin, type ModelsmithConfig } from './config';
export { toFormData, toUrlEncoded, withoutEmpty, type Encoding } from './encoding';
export { isPublicPath, PUBLIC_PATHS } from './instance';
export * from './constants';
export * from './messages';

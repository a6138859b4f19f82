// @modelsmith/shared/http: the one HTTP layer of the platform.
import type { AxiosRequestConfig } from 'axios';
import { recordInstance } from '@modelsmith/shared/runtime';
import { downloadBlob, fileNameOf } from './download';
import { createHttp } from './instance';

/** THE axios instance; paths are relative to `/api/v1` (a leading `/api/v1` is accepted too). */
export const http = createHttp();
recordInstance('http', http);

/** Sends a call and resolves with the envelope's `data`. */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const response = await http.request<{ data: T }>(config);
  return response.data.data;
}

/**
 * Fetches a file (GET, or POST with a JSON `body`) and saves it under the name the server gives; answers that
 * name. A failure rejects with the server's message, as every call does.
 */
export async function downloadFile(url: string, body?: unknown, fallback = 'download'): Promise<string> {
  const response = body
    ? await http.post<Blob>(url, body, { responseType: 'blob', encoding: 'json' })
    : await http.get<Blob>(url, { responseType: 'blob' });
  const name = fileNameOf(response.headers['content-disposition'] as string | undefined, fallback);
  downloadBlob(name, response.data);
  return name;
}

export { ApiError, type ApiErrorDetails } from './api-error';
export { downloadBlob, downloadUrl, fileNameOf } from './download';
export { configureHttp, notify, type HttpBridge, type HttpSession, type Notifier } from './bridge';
export { apiBaseUrl, apiOrigin, type ModelsmithConfig } from './config';
export { toFormData, toUrlEncoded, withoutEmpty, type Encoding } from './encoding';
export { isPublicPath, PUBLIC_PATHS } from './instance';
export * from './constants';
export * from './messages';

// RTK Query over THE axios instance: the envelope, token and error rules stay in one place.
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { AxiosProgressEvent, Method, ResponseType } from 'axios';
import { ApiError, http, type Encoding, MSG_REQUEST_FAILED } from '@modelsmith/shared/http';

export interface HttpQueryArgs {
  url: string;
  method?: Method;
  data?: unknown;
  params?: Record<string, unknown>;
  encoding?: Encoding;
  responseType?: ResponseType;
  onUploadProgress?: (event: AxiosProgressEvent) => void;
  /** Fail without the global message: the page shows the failure where it belongs (an editor's errors). */
  silent?: boolean;
}

/** Serializable error kept in the store; `message` is what pages show. */
export interface HttpQueryError {
  message: string;
  status?: number;
  code?: number;
  /** The failure's envelope data, e.g. `{problems}` or `{errors}` (plain JSON, so it can live in the store). */
  data?: unknown;
}

export const httpBaseQuery: BaseQueryFn<HttpQueryArgs | string, unknown, HttpQueryError> = async (
  args,
  { signal },
) => {
  const {
    url,
    method = 'GET',
    data,
    params,
    encoding,
    responseType,
    onUploadProgress,
    silent,
  } = typeof args === 'string' ? { url: args } : args;
  try {
    const response = await http.request({
      url,
      method,
      data,
      params,
      encoding,
      responseType,
      onUploadProgress,
      silent,
      signal,
    });
    const binary = responseType === 'blob' || responseType === 'arraybuffer';
    return { data: binary ? response.data : ((response.data as { data?: unknown })?.data ?? null) };
  } catch (error) {
    if (error instanceof ApiError) {
      return { error: { message: error.message, status: error.status, code: error.code, data: error.data } };
    }
    return { error: { message: error instanceof Error ? error.message : MSG_REQUEST_FAILED } };
  }
};

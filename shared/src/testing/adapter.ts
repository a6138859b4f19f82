// A transport-level stub: a custom axios adapter on the real instance, so every interceptor runs.
import {
  AxiosError,
  AxiosHeaders,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface SentRequest {
  method: string;
  url: string;
  headers: AxiosHeaders;
  data: unknown;
  params: unknown;
  config: InternalAxiosRequestConfig;
}

/** What the server answers: a status and body, or a transport failure. */
export type StubReply = { status?: number; body?: unknown } | { fail: 'timeout' | 'network' };

export type StubRoute = (request: SentRequest) => StubReply | Promise<StubReply>;

export function installAdapter(instance: AxiosInstance, route: StubRoute) {
  const sent: SentRequest[] = [];
  instance.defaults.adapter = async (config) => {
    const request: SentRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      headers: AxiosHeaders.from(config.headers),
      data: config.data,
      params: config.params,
      config,
    };
    sent.push(request);
    const reply = await route(request);
    if ('fail' in reply) {
      if (reply.fail === 'timeout') {
        throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config, {});
      }
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: {},
      config,
      request: {},
    };
    // What axios' own settle() does for the built-in adapters.
    if (status >= 200 && status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return { sent };
}

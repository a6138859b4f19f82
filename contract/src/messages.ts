// The error catalogue: seed §8 word for word, and the API's own fixed texts. The only place they are written.
export const MSG_OK = '操作成功';
export const MSG_REQUEST_FAILED = '请求失败';
export const MSG_BAD_REQUEST = '请求参数不正确';
export const MSG_UNAUTHORIZED = '未授权，请重新登录';
export const MSG_FORBIDDEN = '拒绝访问';
export const MSG_NOT_FOUND = '请求的资源不存在';
export const MSG_SERVER_ERROR = '服务器错误';
export const MSG_TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
export const MSG_TIMEOUT = '请求超时，请稍后重试';
export const MSG_NETWORK = '网络请求失败，请检查您的网络连接';
export const MSG_TOKEN_EXPIRED = '登录已过期，请重新登录';
export const MSG_NO_PERMISSION = '您没有权限访问此页面';

export const msgOtherStatus = (status: number) => `请求失败：${status}`;

/** What the API answers for a 4xx that no route words itself (a framework rejection). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: MSG_BAD_REQUEST,
  401: MSG_UNAUTHORIZED,
  403: MSG_FORBIDDEN,
  404: MSG_NOT_FOUND,
  405: '不支持该请求方法',
  406: '不支持的请求格式',
  413: '请求内容过大',
  415: '不支持的请求格式，请使用表单或 JSON',
  429: MSG_TOO_MANY_REQUESTS,
};

// The error catalogue of seed §8, word for word: the only place these texts are written.
export const MSG_REQUEST_FAILED = '请求失败';
export const MSG_UNAUTHORIZED = '未授权，请重新登录';
export const MSG_FORBIDDEN = '拒绝访问';
export const MSG_NOT_FOUND = '请求的资源不存在';
export const MSG_SERVER_ERROR = '服务器错误';
export const MSG_TIMEOUT = '请求超时，请稍后重试';
export const MSG_NETWORK = '网络请求失败，请检查您的网络连接';
export const MSG_TOKEN_EXPIRED = '登录已过期，请重新登录';
export const MSG_NO_PERMISSION = '您没有权限访问此页面';

export const msgOtherStatus = (status: number) => `请求失败：${status}`;

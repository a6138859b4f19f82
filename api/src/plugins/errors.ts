// Turns every failure into the envelope: ApiError as thrown, validation errors as a Chinese message naming the field,
// other 4xx as a fixed Chinese text, and 5xx as 服务器错误 with the details only in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG_BAD_REQUEST, MSG_SERVER_ERROR, msgOtherStatus, STATUS_MESSAGES } from '@modelsmith/contract';
import { ApiError } from '../http/envelope';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: { missingProperty?: string; limit?: number };
  parentSchema?: { errorMessage?: string; properties?: Record<string, { errorMessage?: string }> };
}

/** The Chinese message of the first validation error: the schema's errorMessage, else one naming the field. */
export function validationMessage(errors: AjvError[]): string {
  const first = errors[0];
  if (!first) return MSG_BAD_REQUEST;
  const missing = first.params.missingProperty;
  if (first.keyword === 'required' && missing) {
    const own = first.parentSchema?.properties?.[missing]?.errorMessage;
    return own ? `缺少字段 ${missing}：${own}` : `缺少字段 ${missing}`;
  }
  // A union reports each failed branch first and itself last: take the first error of that field with a message.
  const described = errors.find((e) => e.instancePath === first.instancePath && e.parentSchema?.errorMessage);
  if (described?.parentSchema?.errorMessage) return described.parentSchema.errorMessage;
  const field = first.instancePath.split('/').filter(Boolean).join('.');
  if (!field) return MSG_BAD_REQUEST;
  const { limit } = first.params;
  if (first.keyword === 'maxLength' && limit !== undefined)
    return `字段 ${field} 过长：不能超过 ${limit} 个字符`;
  if (first.keyword === 'maxItems' && limit !== undefined)
    return `字段 ${field} 的项数过多：不能超过 ${limit} 项`;
  return `字段 ${field} 的值不正确`;
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.status)
        .send({ code: error.status, message: error.message, data: error.data });
    }
    if (error.validation)
      return reply
        .status(400)
        .send({ code: 400, message: validationMessage(error.validation as AjvError[]), data: null });
    const status = error.statusCode ?? 500;
    if (status >= 500 || status < 400) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 500, message: MSG_SERVER_ERROR, data: null });
    }
    const message =
      error.code === 'FST_REQ_FILE_TOO_LARGE'
        ? '文件大小不能超过 2 MB'
        : (STATUS_MESSAGES[status] ?? msgOtherStatus(status));
    return reply.status(status).send({ code: status, message, data: null });
  });
}

export default fp(errorsPlugin, { name: 'errors' });

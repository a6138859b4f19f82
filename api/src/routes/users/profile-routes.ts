// The signed-in user's own account: info, profile edits, password change, avatar, membership.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { changePassword, currentUser, editProfile, membershipDetail, saveAvatar } from '../../domain/profile';
import { userInfo } from '../../domain/user-view';
import { badRequest, errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import {
  AvatarData,
  ChangePasswordBody,
  EnvelopeOf,
  MembershipDetail,
  UpdateInfoBody,
  UserInfo,
} from '@modelsmith/contract';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const me = (request: FastifyRequest) => currentUser(app.db, requirePrincipal(request).userId);

  app.get(
    '/info',
    {
      schema: {
        tags: ['users'],
        summary: '当前用户信息与会员信息',
        security: [{ bearer: [] }],
        response: { 200: EnvelopeOf(UserInfo), ...errorResponses(401) },
      },
    },
    async (request) => ok(await userInfo(app.db, await me(request), app.now())),
  );

  app.put(
    '/info',
    {
      schema: {
        tags: ['users'],
        summary: '修改个人资料（只修改传入且非空的字段）',
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: UpdateInfoBody,
        response: { 200: EnvelopeOf(UserInfo), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const updated = await editProfile(app.db, await me(request), request.body, app.now());
      return ok(await userInfo(app.db, updated, app.now()), '资料已保存');
    },
  );

  app.put(
    '/password',
    {
      schema: {
        tags: ['users'],
        summary: '修改密码（其他设备上的登录随即失效）',
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: ChangePasswordBody,
        response: { 200: EnvelopeOf(Type.Null()), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await changePassword(app.db, requirePrincipal(request), request.body, app.now());
      return ok(null, '密码已修改');
    },
  );

  app.post(
    '/avatar',
    {
      schema: {
        tags: ['users'],
        summary: '上传头像（multipart 字段 file；PNG/JPEG/WebP，不超过 2 MB）',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeOf(AvatarData), ...errorResponses(400, 401, 413) },
      },
    },
    async (request) => {
      const user = await me(request);
      if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传，文件字段名为 file');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片（字段名 file）');
      const url = await saveAvatar(app.db, user, await part.toBuffer(), app.now());
      return ok({ url }, '头像已更新');
    },
  );

  app.get(
    '/membership',
    {
      schema: {
        tags: ['users'],
        summary: '当前会员等级、到期时间、权益，以及可选的会员方案',
        security: [{ bearer: [] }],
        response: { 200: EnvelopeOf(MembershipDetail), ...errorResponses(401) },
      },
    },
    async (request) => ok(membershipDetail(await me(request), app.now())),
  );
};

export default profileRoutes;

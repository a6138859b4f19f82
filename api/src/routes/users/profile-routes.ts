// The signed-in user's own account: info, profile edits, password change, avatar, membership.
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { membershipStatus, quoteUpgrade, upgradeMembership } from '../../domain/membership';
import { changePassword, currentUser, editProfile, saveAvatar } from '../../domain/profile';
import { userInfo } from '../../domain/user-view';
import { badRequest, errorResponses, ok } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import { contextOf } from '../context';
import {
  AvatarData,
  ChangePasswordBody,
  EnvelopeOf,
  MembershipStatus,
  UpdateInfoBody,
  UpgradeBody,
  UpgradeQuote,
  UpgradeResult,
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
        tags: ['membership'],
        summary: '当前会员等级、到期时间、权益，以及已用的项目数与自有模板数',
        security: [{ bearer: [] }],
        response: { 200: EnvelopeOf(MembershipStatus), ...errorResponses(401) },
      },
    },
    async (request) => ok(await membershipStatus(app.db, await me(request), app.now())),
  );

  app.get(
    '/membership/quote',
    {
      schema: {
        tags: ['membership'],
        summary: '升级或续费前的报价：价格、旧等级剩余价值折抵、支付后余额、新的到期时间',
        security: [{ bearer: [] }],
        querystring: UpgradeBody,
        response: { 200: EnvelopeOf(UpgradeQuote), ...errorResponses(400, 401) },
      },
    },
    async (request) =>
      ok(await quoteUpgrade(contextOf(app), requirePrincipal(request).userId, request.query)),
  );

  app.post(
    '/membership/upgrade',
    {
      schema: {
        tags: ['membership'],
        summary:
          '用余额购买会员（表单 level、months）：同级延长到期时间，更高等级从现在开始并按剩余天数折抵旧等级；余额不足时不做任何更改',
        security: [{ bearer: [] }],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: UpgradeBody,
        response: { 200: EnvelopeOf(UpgradeResult), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const result = await upgradeMembership(contextOf(app), requirePrincipal(request).userId, request.body);
      request.log.info(
        {
          userId: requirePrincipal(request).userId,
          level: result.membership.level,
          charged: result.chargedCents,
        },
        '会员已购买',
      );
      return ok(
        result,
        `已开通${result.membership.levelName}，有效期至 ${result.membership.expiresAt?.slice(0, 10)}`,
      );
    },
  );
};

export default profileRoutes;

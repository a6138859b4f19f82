// The signed-in user's own account: info, profile edits, password change, avatar, membership.
import crypto from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { eq } from 'drizzle-orm';
import { files, users } from '../../db/schema';
import { detectImageType, MSG_IMAGE_TYPE } from '../../domain/image-type';
import { effectiveMembership } from '../../domain/membership';
import { hashPassword, verifyPassword } from '../../domain/password';
import { revokeUserSessions } from '../../domain/sessions';
import { findUser, userInfo } from '../../domain/user-view';
import { badRequest, errorResponses, ok, unauthorized } from '../../http/envelope';
import { requirePrincipal } from '../../plugins/auth';
import {
  AvatarData,
  ChangePasswordBody,
  EnvelopeOf,
  MEMBERSHIP_PLANS,
  MembershipDetail,
  MONTH_OPTIONS,
  normalizeEmail,
  UpdateInfoBody,
  UserInfo,
} from '@modelsmith/contract';

const FILE_URL_PREFIX = '/api/v1/files/';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);

  const currentUser = async (userId: number) => {
    const user = await findUser(app.db, userId);
    if (!user) throw unauthorized();
    return user;
  };

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
    async (request) => {
      const user = await currentUser(requirePrincipal(request).userId);
      return ok(await userInfo(app.db, user, app.now()));
    },
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
      const user = await currentUser(requirePrincipal(request).userId);
      const { nickname, phone, bio, email } = request.body;
      if (email !== undefined && email !== null && email !== '' && normalizeEmail(email) !== user.email)
        throw badRequest('邮箱不能在这里修改');
      const changes: Partial<typeof users.$inferInsert> = {};
      // Absent or null = leave as is (seed §5); an empty string clears the field.
      if (nickname !== undefined && nickname !== null) changes.nickname = nickname.trim() || null;
      if (phone !== undefined && phone !== null) changes.phone = phone.trim() || null;
      if (bio !== undefined && bio !== null) changes.bio = bio.trim() || null;
      let updated = user;
      if (Object.keys(changes).length > 0) {
        [updated] = await app.db
          .update(users)
          .set({ ...changes, updatedAt: app.now() })
          .where(eq(users.id, user.id))
          .returning();
      }
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
      const principal = requirePrincipal(request);
      const user = await currentUser(principal.userId);
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest('原密码错误');
      if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
      const now = app.now();
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeUserSessions(app.db, user.id, now, principal.sessionId);
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
      const user = await currentUser(requirePrincipal(request).userId);
      if (!request.isMultipart()) throw badRequest('请以 multipart/form-data 上传，文件字段名为 file');
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw badRequest('请选择要上传的图片（字段名 file）');
      const data = await part.toBuffer();
      const mimeType = detectImageType(data);
      if (!mimeType) throw badRequest(MSG_IMAGE_TYPE);
      const id = crypto.randomUUID();
      const url = `${FILE_URL_PREFIX}${id}`;
      const now = app.now();
      await app.db.transaction(async (tx) => {
        await tx
          .insert(files)
          .values({ id, ownerId: user.id, mimeType, size: data.length, data, createdAt: now });
        await tx.update(users).set({ avatarUrl: url, updatedAt: now }).where(eq(users.id, user.id));
        // The replaced avatar is no longer referenced by anyone.
        const previous = user.avatarUrl?.startsWith(FILE_URL_PREFIX)
          ? user.avatarUrl.slice(FILE_URL_PREFIX.length)
          : null;
        if (previous && /^[0-9a-f-]{36}$/.test(previous))
          await tx.delete(files).where(eq(files.id, previous));
      });
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
    async (request) => {
      const user = await currentUser(requirePrincipal(request).userId);
      const current = effectiveMembership(
        { level: user.membershipLevel, expiresAt: user.membershipExpiresAt },
        app.now(),
      );
      return ok({
        ...current,
        plans: MEMBERSHIP_PLANS.map((l) => ({ ...l })),
        monthOptions: [...MONTH_OPTIONS],
      });
    },
  );
};

export default profileRoutes;

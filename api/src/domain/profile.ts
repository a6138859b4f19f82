// The signed-in user's own account: who they are, profile edits, password change, avatar, membership detail.
import crypto from 'node:crypto';
import { normalizeEmail } from '@modelsmith/contract';
import type { Db } from '../db/client';
import type { UserRow } from '../db/schema';
import { badRequest, unauthorized } from '../http/envelope';
import { deleteFile, insertFile } from '../repositories/files';
import { revokeUserSessions } from '../repositories/sessions';
import {
  findUserById,
  type ProfileChanges,
  updateAvatarUrl,
  updatePasswordHash,
  updateProfile,
} from '../repositories/users';
import { detectImageType, MSG_IMAGE_TYPE } from './image-type';
import { hashPassword, verifyPassword } from './password';
import type { Principal } from './sessions';

export const FILE_URL_PREFIX = '/api/v1/files/';

/** The principal's user row; a user deleted under a live session reads as signed out. */
export async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export interface ProfileEdit {
  nickname?: string | null;
  phone?: string | null;
  bio?: string | null;
  email?: string | null;
}

/** Absent or null = leave as is (seed §5); an empty string clears the field; the email cannot change here. */
export async function editProfile(db: Db, user: UserRow, edit: ProfileEdit, now: Date): Promise<UserRow> {
  const { nickname, phone, bio, email } = edit;
  if (email !== undefined && email !== null && email !== '' && normalizeEmail(email) !== user.email)
    throw badRequest('邮箱不能在这里修改');
  const changes: ProfileChanges = {};
  if (nickname !== undefined && nickname !== null) changes.nickname = nickname.trim() || null;
  if (phone !== undefined && phone !== null) changes.phone = phone.trim() || null;
  if (bio !== undefined && bio !== null) changes.bio = bio.trim() || null;
  if (Object.keys(changes).length === 0) return user;
  return (await updateProfile(db, user.id, changes, now)) ?? user;
}

/** Checks the old password, stores the new one and ends every other session of the user. */
export async function changePassword(
  db: Db,
  principal: Principal,
  passwords: { oldPassword: string; newPassword: string },
  now: Date,
): Promise<void> {
  const user = await currentUser(db, principal.userId);
  const { oldPassword, newPassword } = passwords;
  if (!(await verifyPassword(oldPassword, user.passwordHash))) throw badRequest('原密码错误');
  if (oldPassword === newPassword) throw badRequest('新密码不能与原密码相同');
  await updatePasswordHash(db, user.id, await hashPassword(newPassword), now);
  await revokeUserSessions(db, user.id, now, principal.sessionId);
}

/** Stores an image (typed by its content) as the user's avatar and drops the one it replaces; answers its URL. */
export async function saveAvatar(db: Db, user: UserRow, data: Buffer, now: Date): Promise<string> {
  const mimeType = detectImageType(data);
  if (!mimeType) throw badRequest(MSG_IMAGE_TYPE);
  const id = crypto.randomUUID();
  const url = `${FILE_URL_PREFIX}${id}`;
  await db.transaction(async (tx) => {
    await insertFile(tx, { id, ownerId: user.id, mimeType, size: data.length, data, createdAt: now });
    await updateAvatarUrl(tx, user.id, url, now);
    // The replaced avatar is no longer referenced by anyone.
    const previous = user.avatarUrl?.startsWith(FILE_URL_PREFIX)
      ? user.avatarUrl.slice(FILE_URL_PREFIX.length)
      : null;
    if (previous && /^[0-9a-f-]{36}$/.test(previous)) await deleteFile(tx, previous);
  });
  return url;
}

// Account administration: the paged user list and enabling/disabling, with who may change whom.
import type { User, UserStatus } from '@modelsmith/contract';
import type { Db } from '../db/client';
import { forbidden, notFound } from '../http/envelope';
import { recordAdminAction } from '../repositories/admin-actions';
import { revokeUserSessions } from '../repositories/sessions';
import { findUserById, pageUsers, updateStatus } from '../repositories/users';
import type { Principal } from './sessions';
import { toUsers } from './user-view';

export interface UserQuery {
  current: number;
  size: number;
  username?: string;
  email?: string;
  status?: UserStatus;
}

/** One page of users, filtered by contained username/email (case-insensitive) and status. */
export async function listUsers(
  db: Db,
  query: UserQuery,
): Promise<{ records: User[]; total: number; current: number; size: number }> {
  const { current, size } = query;
  const { rows, total } = await pageUsers(
    db,
    {
      username: query.username?.trim() || undefined,
      email: query.email?.trim().toLowerCase() || undefined,
      status: query.status,
    },
    { current, size },
  );
  return { records: await toUsers(db, rows), total, current, size };
}

/** Enables or disables an account; disabling ends its sessions at once. An ADMIN cannot touch a SUPER_ADMIN. */
export async function setUserStatus(
  db: Db,
  actor: Principal,
  userId: number,
  status: UserStatus,
  now: Date,
): Promise<User> {
  const target = await findUserById(db, userId);
  if (!target) throw notFound('用户不存在');
  if (target.id === actor.userId) throw forbidden('不能修改自己的账号状态');
  if (target.role === 'SUPER_ADMIN' && actor.role !== 'SUPER_ADMIN')
    throw forbidden('无权修改超级管理员的状态');
  const updated = await db.transaction(async (tx) => {
    const row = (await updateStatus(tx, target.id, status, now)) ?? target;
    if (status === 0) await revokeUserSessions(tx, target.id, now);
    await recordAdminAction(tx, {
      adminId: actor.userId,
      action: status === 0 ? 'USER_DISABLE' : 'USER_ENABLE',
      targetType: 'USER',
      targetId: target.id,
      createdAt: now,
    });
    return row;
  });
  const [user] = await toUsers(db, [updated]);
  return user;
}

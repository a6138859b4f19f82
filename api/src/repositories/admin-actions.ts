// The admins' audit trail: one row per change an admin makes, written in the change's own transaction.
import type { Db } from '../db/client';
import { adminActions } from '../db/schema';

export interface AdminAction {
  adminId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  detail?: Record<string, unknown>;
  createdAt: Date;
}

export async function recordAdminAction(db: Db, action: AdminAction): Promise<void> {
  await db
    .insert(adminActions)
    .values({ ...action, targetId: String(action.targetId), detail: action.detail ?? null });
}

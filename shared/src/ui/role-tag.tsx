// A user's role as the one tag every page shows it with.
import { Tag } from '@modelsmith/shared/antd';
import type { Role } from '@modelsmith/shared/types';

export const ROLE_LABELS: Record<Role, string> = {
  USER: '普通用户',
  ADMIN: '管理员',
  SUPER_ADMIN: '超级管理员',
};

const ROLE_COLORS: Record<Role, string> = { USER: 'default', ADMIN: 'blue', SUPER_ADMIN: 'gold' };

export function RoleTag({ role }: { role: Role }) {
  return <Tag color={ROLE_COLORS[role]}>{ROLE_LABELS[role]}</Tag>;
}

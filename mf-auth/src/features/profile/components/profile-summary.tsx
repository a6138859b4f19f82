// The info card: avatar, username, email, role, member since and the membership level.
import dayjs from 'dayjs';
import { Card, Descriptions, Flex, Tag, Typography } from '@modelsmith/shared/antd';
import type { Role, UserInfo } from '@modelsmith/shared/types';
import { AvatarUpload } from './avatar-upload';

const ROLE_LABELS: Record<Role, { text: string; color: string }> = {
  USER: { text: '普通用户', color: 'default' },
  ADMIN: { text: '管理员', color: 'blue' },
  SUPER_ADMIN: { text: '超级管理员', color: 'gold' },
};

function membershipText(user: UserInfo): string {
  const membership = user.membershipInfo;
  if (!membership) return '免费版';
  if (!membership.expiresAt) return membership.name;
  return `${membership.name}（${dayjs(membership.expiresAt).format('YYYY-MM-DD')} 到期）`;
}

export function ProfileSummary({ user }: { user: UserInfo }) {
  const role = ROLE_LABELS[user.role] ?? ROLE_LABELS.USER;
  return (
    <Card>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
        <AvatarUpload avatarUrl={user.avatarUrl} />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {user.nickname || user.username}
        </Typography.Title>
        <Tag color={role.color}>{role.text}</Tag>
      </Flex>
      <Descriptions column={1} size="small">
        <Descriptions.Item label="用户名">{user.username}</Descriptions.Item>
        <Descriptions.Item label="邮箱">{user.email}</Descriptions.Item>
        <Descriptions.Item label="会员">{membershipText(user)}</Descriptions.Item>
        <Descriptions.Item label="注册时间">{dayjs(user.createdAt).format('YYYY-MM-DD')}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

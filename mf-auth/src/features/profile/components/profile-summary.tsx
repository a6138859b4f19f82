// The info card: avatar, username, email, role, member since and the membership level.
import dayjs from 'dayjs';
import { Card, Descriptions, Flex, Typography } from '@modelsmith/shared/antd';
import type { UserInfo } from '@modelsmith/shared/types';
import { RoleTag } from '@modelsmith/shared/ui';
import { AvatarUpload } from './avatar-upload';

function membershipText(user: UserInfo): string {
  const membership = user.membershipInfo;
  if (!membership) return '免费版';
  if (!membership.expiresAt) return membership.name;
  return `${membership.name}（${dayjs(membership.expiresAt).format('YYYY-MM-DD')} 到期）`;
}

export function ProfileSummary({ user }: { user: UserInfo }) {
  return (
    <Card>
      <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
        <AvatarUpload avatarUrl={user.avatarUrl} />
        <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
          {user.nickname || user.username}
        </Typography.Title>
        <RoleTag role={user.role} />
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

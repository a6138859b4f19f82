// The header's right side: membership level, balance, avatar and nickname with the account menu.
import { useNavigate } from 'react-router-dom';
import { Avatar, Dropdown, Flex, Tag, Tooltip, Typography } from '@modelsmith/shared/antd';
import { CrownOutlined, LogoutOutlined, UserOutlined, WalletOutlined } from '@modelsmith/shared/icons';
import { logout, selectUser } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { formatCents, formatDate } from '@modelsmith/shared/ui';

export function UserBadge() {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const membership = user?.membershipInfo;

  return (
    <Flex align="center" gap={16}>
      {membership ? (
        <Tooltip title={membership.expiresAt ? `有效期至 ${formatDate(membership.expiresAt)}` : '长期有效'}>
          <Tag
            icon={<CrownOutlined />}
            color={membership.level > 0 ? 'gold' : 'default'}
            style={{ cursor: 'pointer', marginInlineEnd: 0 }}
            onClick={() => navigate('/membership')}
          >
            {membership.name}
          </Tag>
        </Tooltip>
      ) : null}
      {user ? (
        <Typography.Link onClick={() => navigate('/balance')} style={{ whiteSpace: 'nowrap' }}>
          <WalletOutlined /> 余额 {formatCents(user.balance)}
        </Typography.Link>
      ) : null}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'profile',
              icon: <UserOutlined />,
              label: '个人中心',
              onClick: () => navigate('/profile'),
            },
            { type: 'divider' },
            {
              key: 'logout',
              icon: <LogoutOutlined />,
              label: '退出登录',
              onClick: () => void dispatch(logout()),
            },
          ],
        }}
      >
        <Flex align="center" gap={8} style={{ cursor: 'pointer' }}>
          <Avatar src={user?.avatarUrl || undefined} icon={<UserOutlined />} />
          <Typography.Text strong>{user ? user.nickname || user.username : '…'}</Typography.Text>
        </Flex>
      </Dropdown>
    </Flex>
  );
}

// /admin/users: every account, searchable by username, email and status; an admin enables or disables them.
import { useState } from 'react';
import { App, Avatar, Button, Flex, Form, Input, Popconfirm, Tag } from '@modelsmith/shared/antd';
import { Select, Table } from '@modelsmith/shared/antd-data';
import { SearchOutlined, UserOutlined } from '@modelsmith/shared/icons';
import { selectUser } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import type { Role, User, UserStatus } from '@modelsmith/shared/types';
import { ErrorState, formatCents, formatDateTime, PageContainer, RoleTag } from '@modelsmith/shared/ui';
import { type UserPageQuery, useSetUserStatusMutation, useUserPageQuery } from '../api';

interface Filters {
  username?: string;
  email?: string;
  status?: UserStatus;
}

export function UsersPage() {
  const { message } = App.useApp();
  const me = useAppSelector(selectUser);
  const [query, setQuery] = useState<UserPageQuery>({ current: 1, size: 10 });
  const { data, error, isFetching, refetch } = useUserPageQuery(query);
  const [setStatus, { isLoading: saving }] = useSetUserStatusMutation();

  const search = ({ username, email, status }: Filters) =>
    setQuery({
      current: 1,
      size: query.size,
      username: username?.trim() || undefined,
      email: email?.trim() || undefined,
      status,
    });

  const changeStatus = async (user: User, status: UserStatus) => {
    try {
      await setStatus({ id: user.id, status }).unwrap();
      void message.success(status === 0 ? `已禁用 ${user.username}` : `已启用 ${user.username}`);
    } catch {
      // The HTTP layer has shown why.
    }
  };

  return (
    <PageContainer title="用户管理" subtitle="查看全部账号；禁用后该用户的登录立即失效。">
      <Form<Filters> layout="inline" onFinish={search} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="username">
          <Input placeholder="用户名" allowClear prefix={<UserOutlined />} />
        </Form.Item>
        <Form.Item name="email">
          <Input placeholder="邮箱" allowClear />
        </Form.Item>
        <Form.Item name="status">
          <Select
            placeholder="状态"
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 1, label: '正常' },
              { value: 0, label: '禁用' },
            ]}
          />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            查询
          </Button>
        </Form.Item>
      </Form>
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<User>
          rowKey="id"
          loading={isFetching}
          dataSource={data?.records}
          scroll={{ x: 900 }}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (total) => `共 ${total} 个用户`,
            onChange: (current, size) => setQuery({ ...query, current, size }),
          }}
          columns={[
            {
              title: '用户',
              key: 'user',
              render: (_, user) => (
                <Flex gap={8} align="center">
                  <Avatar src={user.avatarUrl ?? undefined} icon={<UserOutlined />} />
                  <span>
                    <div>{user.username}</div>
                    {user.nickname ? (
                      <div style={{ color: '#8c8c8c', fontSize: 12 }}>{user.nickname}</div>
                    ) : null}
                  </span>
                </Flex>
              ),
            },
            { title: '邮箱', dataIndex: 'email' },
            {
              title: '角色',
              dataIndex: 'role',
              render: (role: Role) => <RoleTag role={role} />,
            },
            {
              title: '余额',
              dataIndex: 'balance',
              align: 'right',
              render: (cents: number) => formatCents(cents),
            },
            {
              title: '状态',
              dataIndex: 'status',
              render: (status: UserStatus) =>
                status === 1 ? <Tag color="success">正常</Tag> : <Tag color="error">禁用</Tag>,
            },
            {
              title: '注册时间',
              dataIndex: 'createdAt',
              render: formatDateTime,
            },
            {
              title: '操作',
              key: 'actions',
              render: (_, user) =>
                user.id === me?.id ? (
                  <Tag>当前账号</Tag>
                ) : user.status === 1 ? (
                  <Popconfirm
                    title={`禁用 ${user.username}？`}
                    description="禁用后该用户立即退出登录，且无法再登录。"
                    okText="禁用"
                    cancelText="取消"
                    onConfirm={() => changeStatus(user, 0)}
                  >
                    <Button danger size="small" loading={saving}>
                      禁用
                    </Button>
                  </Popconfirm>
                ) : (
                  <Button size="small" loading={saving} onClick={() => void changeStatus(user, 1)}>
                    启用
                  </Button>
                ),
            },
          ]}
        />
      )}
    </PageContainer>
  );
}

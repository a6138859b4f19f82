// The signed-in frame: side menu by role, header with the user's badge, and the route's page.
import { useState } from 'react';
import type { MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Button, Layout, Menu, theme } from '@modelsmith/shared/antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@modelsmith/shared/icons';
import { selectIsAdmin } from '@modelsmith/shared/session';
import { useAppSelector } from '@modelsmith/shared/store';
import { Logo } from './logo';
import { groupOf, menuFor, selectedMenuKey } from './menu-items';
import { UserBadge } from './user-badge';

type MenuItems = NonNullable<MenuProps['items']>;

export function AppLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const isAdmin = useAppSelector(selectIsAdmin);
  const [collapsed, setCollapsed] = useState(false);
  const { token } = theme.useToken();
  const selected = selectedMenuKey(pathname, isAdmin);
  const group = groupOf(selected, isAdmin);
  const [openKeys, setOpenKeys] = useState<string[]>(['templates']);
  // Moving into a group (by the menu, a link or the address bar) opens it; the user may close it again.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (group && group !== openedFor) {
    setOpenedFor(group);
    if (!openKeys.includes(group)) setOpenKeys([...openKeys, group]);
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        trigger={null}
        breakpoint="lg"
        width={220}
        theme="light"
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        <Link to="/dashboard" style={{ display: 'block', padding: '18px 20px' }}>
          <Logo compact={collapsed} />
        </Link>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
          items={menuFor(isAdmin) as MenuItems}
          onClick={({ key }) => navigate(key)}
          style={{ borderInlineEnd: 'none' }}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            padding: '0 24px 0 8px',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Button
            type="text"
            aria-label={collapsed ? '展开菜单' : '收起菜单'}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => setCollapsed(!collapsed)}
          />
          <UserBadge />
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}

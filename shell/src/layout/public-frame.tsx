// The frame of the public pages (/login, /register, /404): the product's bar above the page.
import { Link, Outlet } from 'react-router-dom';
import { Flex, Layout, theme } from '@modelsmith/shared/antd';
import { Logo } from './logo';

export function PublicFrame() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      <Layout.Header
        style={{
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          padding: '0 32px',
        }}
      >
        <Flex align="center" style={{ height: '100%' }}>
          <Link to="/">
            <Logo />
          </Link>
        </Flex>
      </Layout.Header>
      <Layout.Content>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

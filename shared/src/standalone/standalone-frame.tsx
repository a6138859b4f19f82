// The standalone page frame: HTTP bridge, session refresh, a slim bar and the login gate.
import { Link, Outlet, useLocation } from 'react-router-dom';
import { Button, Flex, Typography } from '@modelsmith/shared/antd';
import { HttpBridge } from '@modelsmith/shared/providers';
import { logout, selectIsAuthenticated, selectUser, useUserInfoRefresh } from '@modelsmith/shared/session';
import { useAppDispatch, useAppSelector } from '@modelsmith/shared/store';
import { StandaloneLogin } from './standalone-login';

export interface StandaloneFrameProps {
  name: string;
  /** Paths usable without a session (e.g. /login, /register). */
  publicPaths: string[];
  /** Parameter-free paths listed in the bar for quick access. */
  links: string[];
}

export function StandaloneFrame({ name, publicPaths, links }: StandaloneFrameProps) {
  useUserInfoRefresh();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectUser);
  const needsLogin = !authenticated && !publicPaths.includes(pathname);

  return (
    <>
      <HttpBridge />
      <Flex
        align="center"
        gap={16}
        wrap
        style={{ padding: '8px 24px', borderBottom: '1px solid #eee', background: '#fafafa' }}
      >
        <Typography.Text strong>模型工匠 · {name}（独立运行）</Typography.Text>
        {links.map((link) => (
          <Link key={link} to={link}>
            {link}
          </Link>
        ))}
        <span style={{ flex: 1 }} />
        {authenticated ? (
          <>
            <Typography.Text>{user?.nickname || user?.username}</Typography.Text>
            <Button size="small" onClick={() => void dispatch(logout())}>
              退出登录
            </Button>
          </>
        ) : null}
      </Flex>
      <main style={{ padding: 24 }}>{needsLogin ? <StandaloneLogin name={name} /> : <Outlet />}</main>
    </>
  );
}

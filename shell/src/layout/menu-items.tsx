// The side menu: every user sees the product areas; administrators also see the admin screens.
import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BlockOutlined,
  CodeOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  MoneyCollectOutlined,
  ProjectOutlined,
  QrcodeOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@modelsmith/shared/icons';

export interface MenuEntry {
  key: string;
  label: string;
  icon: ReactNode;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon: ReactNode;
  children: MenuEntry[];
}

const USER_MENU: (MenuEntry | MenuGroup)[] = [
  { key: '/dashboard', label: '工作台', icon: <DashboardOutlined /> },
  { key: '/projects', label: '我的项目', icon: <ProjectOutlined /> },
  { key: '/entities', label: '实体设计', icon: <DatabaseOutlined /> },
  { key: '/code-preview-test', label: '代码预览', icon: <CodeOutlined /> },
  {
    key: 'templates',
    label: '模板',
    icon: <AppstoreOutlined />,
    children: [
      { key: '/templates', label: '模板市场', icon: <BlockOutlined /> },
      { key: '/templates/my', label: '我的模板', icon: <FileTextOutlined /> },
    ],
  },
  { key: '/membership', label: '会员中心', icon: <CrownOutlined /> },
  { key: '/balance', label: '我的余额', icon: <WalletOutlined /> },
  { key: '/profile', label: '个人中心', icon: <UserOutlined /> },
];

const ADMIN_MENU: MenuGroup = {
  key: 'admin',
  label: '系统管理',
  icon: <SettingOutlined />,
  children: [
    { key: '/admin/users', label: '用户管理', icon: <TeamOutlined /> },
    { key: '/admin/recharge', label: '充值管理', icon: <MoneyCollectOutlined /> },
    { key: '/admin/qrcode', label: '收款码管理', icon: <QrcodeOutlined /> },
  ],
};

export const menuFor = (isAdmin: boolean) => (isAdmin ? [...USER_MENU, ADMIN_MENU] : USER_MENU);

const leafKeys = (items: (MenuEntry | MenuGroup)[]): string[] =>
  items.flatMap((item) => ('children' in item ? leafKeys(item.children) : [item.key]));

/** The menu entry of a path: the longest entry that is the path or one of its parents. */
export function selectedMenuKey(pathname: string, isAdmin: boolean): string | null {
  const candidates = leafKeys(menuFor(isAdmin)).filter(
    (key) => pathname === key || pathname.startsWith(`${key}/`),
  );
  return candidates.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The group holding a menu key, to open it. */
export const groupOf = (key: string | null, isAdmin: boolean): string | null =>
  menuFor(isAdmin).find((item) => 'children' in item && item.children.some((child) => child.key === key))
    ?.key ?? null;

// The side menu, built from the menu entries of the platform manifest (contract/src/manifest.json):
// every user sees the product areas; administrators also see the entries of admin routes.
import type { ComponentType, ReactNode } from 'react';
import { allRoutes, manifest, type Access } from '@modelsmith/contract';
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

/** The icons the manifest names; menu-items.test.tsx fails when the manifest names one missing here. */
export const MENU_ICONS: Record<string, ComponentType> = {
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
};

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

function iconOf(name: string): ReactNode {
  const Icon = MENU_ICONS[name];
  if (!Icon) throw new Error(`manifest.json: unknown menu icon ${name}`);
  return <Icon />;
}

const visibleTo = (access: Access, isAdmin: boolean) => access !== 'admin' || isAdmin;

function buildMenu(isAdmin: boolean): (MenuEntry | MenuGroup)[] {
  const entries = allRoutes()
    .filter((route) => route.menu && visibleTo(route.access, isAdmin))
    .map((route) => ({ path: route.path, ...route.menu! }))
    .sort((a, b) => a.order - b.order);
  const leaf = (entry: (typeof entries)[number]): MenuEntry => ({
    key: entry.path,
    label: entry.label,
    icon: iconOf(entry.icon),
  });
  const groups = manifest.menuGroups.flatMap((group) => {
    const children = entries.filter((entry) => entry.group === group.key).map(leaf);
    return children.length
      ? [
          {
            order: group.order,
            item: { key: group.key, label: group.label, icon: iconOf(group.icon), children },
          },
        ]
      : [];
  });
  const topLevel = entries
    .filter((entry) => !entry.group)
    .map((entry) => ({ order: entry.order, item: leaf(entry) as MenuEntry | MenuGroup }));
  return [...topLevel, ...groups].sort((a, b) => a.order - b.order).map(({ item }) => item);
}

const USER_MENU = buildMenu(false);
const ADMIN_MENU = buildMenu(true);

export const menuFor = (isAdmin: boolean) => (isAdmin ? ADMIN_MENU : USER_MENU);

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

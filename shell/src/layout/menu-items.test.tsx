import type { ReactElement } from 'react';
import { allRoutes, manifest } from '@modelsmith/contract';
import { groupOf, MENU_ICONS, menuFor, selectedMenuKey, type MenuEntry, type MenuGroup } from './menu-items';

/** key, label and icon name of every item, groups with their children. */
const outline = (items: (MenuEntry | MenuGroup)[]): unknown[] =>
  items.map((item) => {
    const icon = Object.entries(MENU_ICONS).find(
      ([, Icon]) => (item.icon as ReactElement).type === Icon,
    )?.[0];
    return 'children' in item
      ? [item.key, item.label, icon, outline(item.children)]
      : [item.key, item.label, icon];
  });

const USER_MENU = [
  ['/dashboard', '工作台', 'DashboardOutlined'],
  ['/projects', '我的项目', 'ProjectOutlined'],
  ['/entities', '实体设计', 'DatabaseOutlined'],
  ['/code-preview-test', '代码预览', 'CodeOutlined'],
  [
    'templates',
    '模板',
    'AppstoreOutlined',
    [
      ['/templates', '模板市场', 'BlockOutlined'],
      ['/templates/my', '我的模板', 'FileTextOutlined'],
    ],
  ],
  ['/membership', '会员中心', 'CrownOutlined'],
  ['/balance', '我的余额', 'WalletOutlined'],
  ['/profile', '个人中心', 'UserOutlined'],
];

const ADMIN_GROUP = [
  'admin',
  '系统管理',
  'SettingOutlined',
  [
    ['/admin/users', '用户管理', 'TeamOutlined'],
    ['/admin/recharge', '充值管理', 'MoneyCollectOutlined'],
    ['/admin/qrcode', '收款码管理', 'QrcodeOutlined'],
  ],
];

describe('menu from the manifest', () => {
  it('shows users the product areas in order, with the templates group', () => {
    expect(outline(menuFor(false))).toEqual(USER_MENU);
  });

  it('adds the 系统管理 group for administrators, last', () => {
    expect(outline(menuFor(true))).toEqual([...USER_MENU, ADMIN_GROUP]);
  });

  it('has an icon component for every icon the manifest names', () => {
    const named = [
      ...manifest.menuGroups.map((group) => group.icon),
      ...allRoutes().flatMap((route) => (route.menu ? [route.menu.icon] : [])),
    ];
    for (const name of named) expect(MENU_ICONS[name] ? name : `missing ${name}`).toBe(name);
  });

  it('selects the deepest entry of a path and opens its group', () => {
    expect(selectedMenuKey('/templates/my', false)).toBe('/templates/my');
    expect(selectedMenuKey('/templates/7/edit', false)).toBe('/templates');
    expect(selectedMenuKey('/admin/users', false)).toBeNull();
    expect(groupOf('/admin/users', true)).toBe('admin');
    expect(groupOf('/projects', false)).toBeNull();
  });
});

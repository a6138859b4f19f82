// The routes mf-admin exposes to the shell: the admin-only screens (seed §2). The shell registers this
// remote only for ADMIN and SUPER_ADMIN sessions.
import React from 'react';
import type { RouteObject } from 'react-router-dom';
import { PlannedPage } from '@modelsmith/shared/ui';
import { UsersPage } from './features/users/components/users-page';
import { recordContainer } from '@modelsmith/shared/runtime';

// Proves in the browser that this remote runs on the shell's one React (read by the e2e tests).
recordContainer('mf_admin', React);

export const routes: RouteObject[] = [
  { path: '/admin/users', element: <UsersPage /> },
  {
    path: '/admin/recharge',
    element: (
      <PlannedPage
        title="充值管理"
        feature="充值审核"
        description="审核用户提交的充值单：核对付款凭证后通过（余额只入账一次）或填写原因驳回。"
      />
    ),
  },
  {
    path: '/admin/qrcode',
    element: (
      <PlannedPage
        title="收款码管理"
        feature="收款码管理"
        description="上传微信、支付宝收款码，设置收款人、启用状态与排序。"
      />
    ),
  },
];

// The routes mf-billing exposes to the shell: /membership and /balance (seed §2, PRODUCT.md §5).
import React from 'react';
import type { RouteObject } from 'react-router-dom';
import { BalancePage } from './features/balance/components/balance-page';
import { MembershipPage } from './features/membership/components/membership-page';
import { recordContainer } from '@modelsmith/shared/runtime';

// Proves in the browser that this remote runs on the shell's one React (read by the e2e tests).
recordContainer('mf_billing', React);

export const routes: RouteObject[] = [
  { path: '/membership', element: <MembershipPage /> },
  { path: '/balance', element: <BalancePage /> },
];

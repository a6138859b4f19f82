// Mounts the platform: the one set of providers, the router with the guard, the shell's route tree.
import React from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@modelsmith/shared/providers';
import { recordContainer } from '@modelsmith/shared/runtime';
import { appRoutes } from './routing/app-routes';

recordContainer('shell', React);

const router = createBrowserRouter(appRoutes);
const container = document.getElementById('root');
if (!container) throw new Error('找不到挂载节点 #root');

createRoot(container).render(
  <AppProviders>
    <RouterProvider router={router} />
  </AppProviders>,
);

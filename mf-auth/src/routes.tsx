// The routes mf-auth exposes to the shell: /login, /register, /profile (seed §2).
import React, { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';
import { LoadingState } from '@modelsmith/shared/ui';
import { recordContainer } from '@modelsmith/shared/runtime';

// Proves in the browser that this remote runs on the shell's one React (read by the e2e tests).
recordContainer('mf_auth', React);

const LoginPage = lazy(() => import('./features/login/components/login-page'));
const RegisterPage = lazy(() => import('./features/register/components/register-page'));
const ProfilePage = lazy(() => import('./features/profile/components/profile-page'));

const page = (Page: LazyExoticComponent<ComponentType>) => (
  <Suspense fallback={<LoadingState />}>
    <Page />
  </Suspense>
);

export const routes: RouteObject[] = [
  { path: '/login', element: page(LoginPage) },
  { path: '/register', element: page(RegisterPage) },
  { path: '/profile', element: page(ProfilePage) },
];

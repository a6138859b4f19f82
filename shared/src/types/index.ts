// The API's shapes every container agrees on (PRODUCT.md §3–§5).
import type { RouteObject } from 'react-router-dom';

export type Role = 'USER' | 'ADMIN' | 'SUPER_ADMIN';

/** 1 正常, 0 禁用 (PRODUCT.md §4). */
export type UserStatus = 0 | 1;

export interface User {
  id: number;
  username: string;
  email: string;
  nickname: string | null;
  avatarUrl: string | null;
  phone: string | null;
  bio: string | null;
  role: Role;
  status: UserStatus;
  /** Integer cents. */
  balance: number;
  createdAt: string;
}

export interface MembershipLimits {
  /** null means unlimited. */
  projects: number | null;
  entitiesPerProject: number | null;
  ownTemplates: number | null;
  premiumTemplates: boolean;
}

export interface Membership {
  level: number;
  name: string;
  /** ISO date-time; null for the free level, which never ends. */
  expiresAt: string | null;
  limits: MembershipLimits;
}

/** The cached user: the user part of GET /users/info plus its membership part (seed §3). */
export type UserInfo = User & { membershipInfo: Membership | null };

export interface Page<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
}

export interface ApiEnvelope<T> {
  code: number;
  message: string;
  data: T;
}

/** What every remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

// The API's shapes every container agrees on: the contract's types (@modelsmith/contract, the one source the
// API validates with), plus the few shapes only the web has.
import type { RouteObject } from 'react-router-dom';
import type { Membership, User } from '@modelsmith/contract';

export type {
  Envelope as ApiEnvelope,
  Membership,
  MembershipLimits,
  Page,
  Role,
  User,
  UserStatus,
} from '@modelsmith/contract';

/** The cached user: the user part of GET /users/info plus its membership part (seed §3). */
export type UserInfo = User & { membershipInfo: Membership | null };

/** What every remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

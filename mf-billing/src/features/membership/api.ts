// The membership calls of API.md "Membership and balance", injected into the one RTK Query api.
import type {
  MembershipStatus,
  PlanView,
  UpgradeBody,
  UpgradeQuote,
  UpgradeResult,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export const membershipApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    plans: build.query<PlanView[], void>({
      query: () => ({ url: '/membership/plans' }),
    }),
    membershipStatus: build.query<MembershipStatus, void>({
      query: () => ({ url: '/users/membership' }),
      providesTags: ['Membership'],
    }),
    /** What buying `months` of `level` would cost now; depends on the membership and the balance. */
    upgradeQuote: build.query<UpgradeQuote, UpgradeBody>({
      query: (params) => ({ url: '/users/membership/quote', params: { ...params } }),
      providesTags: ['Membership', 'Balance'],
    }),
    /** Seed §7: form-encoded `level`, `months`. The dialog shows a refusal (余额不足) itself. */
    upgradeMembership: build.mutation<UpgradeResult, UpgradeBody>({
      query: (body) => ({
        url: '/users/membership/upgrade',
        method: 'POST',
        data: { ...body },
        silent: true,
      }),
      invalidatesTags: ['Membership', 'Balance'],
    }),
  }),
});

export const { usePlansQuery, useMembershipStatusQuery, useUpgradeQuoteQuery, useUpgradeMembershipMutation } =
  membershipApi;

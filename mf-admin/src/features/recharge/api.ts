// The admin's recharge desk (API.md "Administration"): the figures, the orders and their review,
// injected into the one RTK Query api.
import type { AdminStats, Page, RechargeOrder, RechargeStatus } from '@modelsmith/contract';
import { baseApi, type HttpQueryError } from '@modelsmith/shared/api';

export interface AdminOrdersQuery {
  current: number;
  size: number;
  status?: RechargeStatus;
  username?: string;
}

/** A review refreshes the list on success and on 409 (another admin reviewed it first): both change what is pending. */
const afterReview = (result: unknown, error: HttpQueryError | undefined) =>
  result || error?.status === 409 ? (['Recharge'] as const) : [];

export const rechargeDeskApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    adminStats: build.query<AdminStats, void>({
      query: () => ({ url: '/admin/stats' }),
      providesTags: ['Recharge', 'AdminUser'],
    }),
    adminRechargeOrders: build.query<Page<RechargeOrder>, AdminOrdersQuery>({
      query: (params) => ({ url: '/admin/recharge/orders', params: { ...params } }),
      providesTags: ['Recharge'],
    }),
    approveRechargeOrder: build.mutation<RechargeOrder, number>({
      query: (id) => ({ url: `/admin/recharge/orders/${id}/approve`, method: 'POST' }),
      invalidatesTags: (result, error) => [
        ...afterReview(result, error),
        ...(result ? (['AdminUser'] as const) : []),
      ],
    }),
    rejectRechargeOrder: build.mutation<RechargeOrder, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/admin/recharge/orders/${id}/reject`,
        method: 'POST',
        data: { reason },
        encoding: 'json',
      }),
      invalidatesTags: (result, error) => [...afterReview(result, error)],
    }),
  }),
});

export const {
  useAdminStatsQuery,
  useAdminRechargeOrdersQuery,
  useApproveRechargeOrderMutation,
  useRejectRechargeOrderMutation,
} = rechargeDeskApi;

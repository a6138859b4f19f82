// The balance and recharge calls of API.md "Membership and balance", injected into the one RTK Query api.
import type {
  BalanceData,
  CreateRechargeBody,
  LedgerEntry,
  LedgerType,
  Page,
  PaymentQrCode,
  RechargeChannel,
  RechargeOrder,
  RechargeStatus,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export interface LedgerArgs {
  current: number;
  size: number;
  type?: LedgerType;
}

export interface RechargeOrdersArgs {
  current: number;
  size: number;
  status?: RechargeStatus;
}

export const balanceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<BalanceData, void>({
      query: () => ({ url: '/balance' }),
      providesTags: ['Balance'],
    }),
    ledger: build.query<Page<LedgerEntry>, LedgerArgs>({
      query: (params) => ({ url: '/balance/ledger', params: { ...params } }),
      providesTags: ['Balance'],
    }),
    paymentQrCodes: build.query<PaymentQrCode[], RechargeChannel>({
      query: (channel) => ({ url: '/recharge/qrcodes', params: { channel } }),
      providesTags: ['QrCode'],
    }),
    rechargeOrders: build.query<Page<RechargeOrder>, RechargeOrdersArgs>({
      query: (params) => ({ url: '/recharge/orders', params: { ...params } }),
      providesTags: ['Recharge'],
    }),
    createRechargeOrder: build.mutation<RechargeOrder, CreateRechargeBody>({
      query: (body) => ({ url: '/recharge/orders', method: 'POST', data: { ...body }, encoding: 'json' }),
      invalidatesTags: ['Recharge'],
    }),
    cancelRechargeOrder: build.mutation<RechargeOrder, number>({
      query: (id) => ({ url: `/recharge/orders/${id}/cancel`, method: 'POST' }),
      invalidatesTags: ['Recharge'],
    }),
  }),
});

export const {
  useBalanceQuery,
  useLedgerQuery,
  usePaymentQrCodesQuery,
  useRechargeOrdersQuery,
  useCreateRechargeOrderMutation,
  useCancelRechargeOrderMutation,
} = balanceApi;

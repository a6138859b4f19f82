// @modelsmith/shared/api: the one RTK Query api; remotes add endpoints with baseApi.injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './base-query';

export const TAG_TYPES = [
  'User',
  'Membership',
  'Project',
  'Entity',
  'Template',
  'Balance',
  'Recharge',
  'QrCode',
  'AdminUser',
  'Snapshot',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

export { httpBaseQuery, type HttpQueryArgs, type HttpQueryError } from './base-query';

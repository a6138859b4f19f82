// How many projects and entities the user has: the totals of the first page of each list (API.md).
import type { Page } from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

const countsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    modelCounts: build.query<{ projects: number; entities: number }, void>({
      queryFn: async (_arg, _api, _options, fetch) => {
        const [projects, entities] = await Promise.all([
          fetch({ url: '/projects', params: { current: 1, size: 1 } }),
          fetch({ url: '/entities', params: { current: 1, size: 1 } }),
        ]);
        const failure = projects.error ?? entities.error;
        if (failure) return { error: failure as { message: string } };
        return {
          data: {
            projects: (projects.data as Page<unknown>).total,
            entities: (entities.data as Page<unknown>).total,
          },
        };
      },
      providesTags: ['Project', 'Entity'],
    }),
  }),
});

export const { useModelCountsQuery } = countsApi;

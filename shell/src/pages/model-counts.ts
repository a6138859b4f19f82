// What the user has made: projects, entities, snapshots and own template sets, from the lists' totals (API.md).
// Snapshots are counted per project, so every page of the project list is read (100 projects a page).
import type { Page } from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export interface ModelCounts {
  projects: number;
  entities: number;
  snapshots: number;
  templates: number;
}

const PROJECT_PAGE = 100;

const countsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    modelCounts: build.query<ModelCounts, void>({
      queryFn: async (_arg, _api, _options, fetch) => {
        const [entities, templates, firstProjects] = await Promise.all([
          fetch({ url: '/entities', params: { current: 1, size: 1 } }),
          fetch({ url: '/templates/my', params: { current: 1, size: 1 } }),
          fetch({ url: '/projects', params: { current: 1, size: PROJECT_PAGE } }),
        ]);
        const failure = entities.error ?? templates.error ?? firstProjects.error;
        if (failure) return { error: failure as { message: string } };
        const projects = firstProjects.data as Page<{ snapshotCount: number }>;
        const records = [...projects.records];
        for (let current = 2; records.length < projects.total; current += 1) {
          const next = await fetch({ url: '/projects', params: { current, size: PROJECT_PAGE } });
          if (next.error) return { error: next.error as { message: string } };
          const page = next.data as Page<{ snapshotCount: number }>;
          if (page.records.length === 0) break;
          records.push(...page.records);
        }
        return {
          data: {
            projects: projects.total,
            entities: (entities.data as Page<unknown>).total,
            snapshots: records.reduce((sum, project) => sum + project.snapshotCount, 0),
            templates: (templates.data as Page<unknown>).total,
          },
        };
      },
      providesTags: ['Project', 'Entity', 'Snapshot', 'Template'],
    }),
  }),
});

export const { useModelCountsQuery } = countsApi;

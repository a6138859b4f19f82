// The calls of applying a set (/templates/:id/apply; API.md "Generation and snapshots"), injected into the one
// RTK Query api. The names are this remote's own: mf-projects injects `projectPage`, `entityPage`,
// `generationPreview`… into the same api, and the first definition of a name wins. Zips are not kept in the
// store: `downloadGenerationZip` fetches the bytes and hands them to the browser.
import type {
  Entity,
  GenerateBody,
  GenerationPreview,
  Page,
  Project,
  Snapshot,
  SnapshotBody,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';
import { downloadFile } from '@modelsmith/shared/http';

export const applyApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    applyProjects: build.query<Page<Project>, void>({
      query: () => ({ url: '/projects', params: { current: 1, size: 100 } }),
      providesTags: ['Project'],
    }),
    applyEntities: build.query<Page<Entity>, number>({
      query: (projectId) => ({ url: `/projects/${projectId}/entities`, params: { current: 1, size: 500 } }),
      providesTags: ['Entity'],
    }),
    /** A preview, nothing saved; a render failure's `data.errors` lists each error at its file and line. */
    applyPreview: build.mutation<GenerationPreview, { projectId: number; body: GenerateBody }>({
      query: ({ projectId, body }) => ({
        url: `/projects/${projectId}/generate`,
        method: 'POST',
        data: body,
        encoding: 'json',
        // The page lists the errors where they belong.
        silent: true,
      }),
    }),
    applySnapshot: build.mutation<Snapshot, { projectId: number; body: SnapshotBody }>({
      query: ({ projectId, body }) => ({
        url: `/projects/${projectId}/snapshots`,
        method: 'POST',
        data: body,
        encoding: 'json',
      }),
      invalidatesTags: ['Snapshot', 'Project', 'Template'],
    }),
  }),
});

export const {
  useApplyProjectsQuery,
  useApplyEntitiesQuery,
  useApplyPreviewMutation,
  useApplySnapshotMutation,
} = applyApi;

/** POST /projects/{pid}/generate/zip: fetches the zip and saves it under the server's name, which it returns. */
export function downloadGenerationZip(projectId: number, body: GenerateBody): Promise<string> {
  return downloadFile(`/projects/${projectId}/generate/zip`, body, 'code.zip');
}

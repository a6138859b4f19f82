// The generation and snapshot calls of API.md "Generation and snapshots", injected into the one RTK Query api.
// Zips are not kept in the store: `downloadZip` fetches the bytes and hands them to the browser.
import type {
  GenerateBody,
  GenerationPreview,
  Page,
  Snapshot,
  SnapshotBody,
  SnapshotDiff,
  TemplateSet,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';
import { downloadFile } from '@modelsmith/shared/http';

export const generationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    generationPreview: build.query<GenerationPreview, { projectId: number; body: GenerateBody }>({
      query: ({ projectId, body }) => ({
        url: `/projects/${projectId}/generate`,
        method: 'POST',
        data: body,
        encoding: 'json',
        // The page lists render errors at their files and lines: no global message besides.
        silent: true,
      }),
      providesTags: ['Entity', 'Template'],
    }),
    sampleGenerationPreview: build.query<GenerationPreview, number>({
      query: (templateId) => ({
        url: '/code-preview/sample',
        method: 'POST',
        data: { templateId },
        encoding: 'json',
        silent: true,
      }),
      providesTags: ['Template'],
    }),
    /** PUBLIC sets, the official ones included (API.md "Template sets"). */
    marketTemplates: build.query<Page<TemplateSet>, { current: number; size: number }>({
      query: (params) => ({ url: '/templates/market', params: { ...params } }),
      providesTags: ['Template'],
    }),
    /** The caller's own sets, private ones included. */
    myTemplates: build.query<Page<TemplateSet>, { current: number; size: number }>({
      query: (params) => ({ url: '/templates/my', params: { ...params } }),
      providesTags: ['Template'],
    }),
    snapshots: build.query<Page<Snapshot>, { projectId: number; current: number; size: number }>({
      query: ({ projectId, ...params }) => ({ url: `/projects/${projectId}/snapshots`, params }),
      providesTags: ['Snapshot'],
    }),
    snapshot: build.query<Snapshot, { projectId: number; id: number }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/snapshots/${id}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Snapshot', id }],
    }),
    snapshotDiff: build.query<SnapshotDiff, { projectId: number; id: number; against?: number }>({
      query: ({ projectId, id, against }) => ({
        url: `/projects/${projectId}/snapshots/${id}/diff`,
        params: against === undefined ? {} : { against },
      }),
      providesTags: ['Snapshot'],
    }),
    createSnapshot: build.mutation<Snapshot, { projectId: number; body: SnapshotBody }>({
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
  useGenerationPreviewQuery,
  useSampleGenerationPreviewQuery,
  useMarketTemplatesQuery,
  useMyTemplatesQuery,
  useSnapshotsQuery,
  useSnapshotQuery,
  useSnapshotDiffQuery,
  useCreateSnapshotMutation,
} = generationApi;

/** Fetches a zip (a generation or a snapshot) and saves it under the name the server gives. */
export async function downloadZip(url: string, body?: unknown): Promise<void> {
  await downloadFile(url, body, 'code.zip');
}

// The template calls of API.md "Template sets", injected into the one RTK Query api.
import type {
  CreateTemplateBody,
  Entity,
  GenerationPreview,
  Page,
  Project,
  RenderBody,
  TemplateSet,
  UpdateTemplateBody,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export interface MarketArgs {
  current: number;
  size: number;
  keyword?: string;
  language?: string;
  tag?: string;
  sort?: 'uses' | 'newest';
}

export interface MyTemplatesArgs {
  current: number;
  size: number;
  keyword?: string;
}

/** GET /templates/context: sections of documented variables, filters and tags (codegen TEMPLATE_REFERENCE). */
export interface TemplateReference {
  scopes: { scope: string; title: string; description: string }[];
  sections: {
    id: string;
    title: string;
    description: string;
    entries: {
      path: string;
      type: string;
      description: string;
      example: { liquid: string; output?: string };
    }[];
  }[];
}

export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    market: build.query<Page<TemplateSet>, MarketArgs>({
      query: (params) => ({ url: '/templates/market', params: { ...params } }),
      providesTags: ['Template'],
    }),
    myTemplates: build.query<Page<TemplateSet>, MyTemplatesArgs>({
      query: (params) => ({ url: '/templates/my', params: { ...params } }),
      providesTags: ['Template'],
    }),
    template: build.query<TemplateSet, number>({
      query: (id) => ({ url: `/templates/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
    createTemplate: build.mutation<TemplateSet, CreateTemplateBody>({
      query: (body) => ({ url: '/templates', method: 'POST', data: body, encoding: 'json' }),
      invalidatesTags: ['Template'],
    }),
    updateTemplate: build.mutation<TemplateSet, { id: number; changes: UpdateTemplateBody }>({
      query: ({ id, changes }) => ({
        url: `/templates/${id}`,
        method: 'PUT',
        data: changes,
        encoding: 'json',
      }),
      invalidatesTags: ['Template'],
    }),
    deleteTemplate: build.mutation<null, number>({
      query: (id) => ({ url: `/templates/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Template'],
    }),
    forkTemplate: build.mutation<TemplateSet, number>({
      query: (id) => ({ url: `/templates/${id}/fork`, method: 'POST' }),
      invalidatesTags: ['Template'],
    }),
    /** The IDE's live preview; a failure's `data.errors` holds each error at its file and line. */
    renderTemplate: build.mutation<GenerationPreview, RenderBody>({
      query: (body) => ({
        url: '/templates/render',
        method: 'POST',
        data: body,
        encoding: 'json',
        silent: true,
      }),
    }),
    sampleModel: build.query<unknown, void>({
      query: () => ({ url: '/templates/sample-model' }),
    }),
    templateReference: build.query<TemplateReference, void>({
      query: () => ({ url: '/templates/context' }),
    }),
    samplePreview: build.query<GenerationPreview, number>({
      query: (templateId) => ({
        url: '/code-preview/sample',
        method: 'POST',
        data: { templateId },
        encoding: 'json',
      }),
      providesTags: (_result, _error, id) => [{ type: 'Template', id }],
    }),
    /** The editor's preview source: the caller's projects (GET /projects). */
    editorProjects: build.query<Page<Project>, void>({
      query: () => ({ url: '/projects', params: { current: 1, size: 100 } }),
      providesTags: ['Project'],
    }),
    /** The editor's preview source: the entities of one project (GET /projects/{pid}/entities, up to 500). */
    editorEntities: build.query<Page<Entity>, number>({
      query: (projectId) => ({ url: `/projects/${projectId}/entities`, params: { current: 1, size: 500 } }),
      providesTags: ['Entity'],
    }),
  }),
});

export const {
  useMarketQuery,
  useMyTemplatesQuery,
  useTemplateQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useDeleteTemplateMutation,
  useForkTemplateMutation,
  useRenderTemplateMutation,
  useSampleModelQuery,
  useTemplateReferenceQuery,
  useSamplePreviewQuery,
  useEditorProjectsQuery,
  useEditorEntitiesQuery,
} = templatesApi;

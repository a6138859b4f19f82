// The entity calls of API.md "Entities", injected into the one RTK Query api.
import type {
  Entity,
  EntityModel,
  EntityWithProject,
  ImportDdlBody,
  ImportDdlResult,
  Page,
  PositionsBody,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export interface EntityPageArgs {
  projectId: number;
  current: number;
  size: number;
  keyword?: string;
}

export interface AllEntitiesArgs {
  current: number;
  size: number;
  keyword?: string;
  projectId?: number;
}

export const entitiesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    entityPage: build.query<Page<Entity>, EntityPageArgs>({
      query: ({ projectId, ...params }) => ({ url: `/projects/${projectId}/entities`, params }),
      providesTags: ['Entity'],
    }),
    allEntities: build.query<Page<EntityWithProject>, AllEntitiesArgs>({
      query: (params) => ({ url: '/entities', params: { ...params } }),
      providesTags: ['Entity'],
    }),
    entity: build.query<Entity, { projectId: number; id: number }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/entities/${id}` }),
      providesTags: (_result, _error, { id }) => [{ type: 'Entity', id }],
    }),
    createEntity: build.mutation<Entity, { projectId: number; entity: EntityModel }>({
      query: ({ projectId, entity }) => ({
        url: `/projects/${projectId}/entities`,
        method: 'POST',
        data: entity,
        encoding: 'json',
      }),
      invalidatesTags: ['Entity', 'Project'],
    }),
    updateEntity: build.mutation<Entity, { projectId: number; id: number; entity: EntityModel }>({
      query: ({ projectId, id, entity }) => ({
        url: `/projects/${projectId}/entities/${id}`,
        method: 'PUT',
        data: entity,
        encoding: 'json',
      }),
      invalidatesTags: ['Entity', 'Project'],
    }),
    deleteEntity: build.mutation<null, { projectId: number; id: number }>({
      query: ({ projectId, id }) => ({ url: `/projects/${projectId}/entities/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Entity', 'Project'],
    }),
    saveEntityPositions: build.mutation<null, { projectId: number; body: PositionsBody }>({
      query: ({ projectId, body }) => ({
        url: `/projects/${projectId}/entities/positions`,
        method: 'PUT',
        data: body,
        encoding: 'json',
      }),
      // Lists and the diagram read positions from the entities: a page opened later must not show old places.
      invalidatesTags: ['Entity'],
    }),
    importDdl: build.mutation<ImportDdlResult, { projectId: number; body: ImportDdlBody }>({
      query: ({ projectId, body }) => ({
        url: `/projects/${projectId}/entities/import-ddl`,
        method: 'POST',
        data: body,
        encoding: 'json',
      }),
      // A preview changes nothing: only a real import refreshes the lists.
      invalidatesTags: (_result, _error, { body }) => (body.dryRun ? [] : ['Entity', 'Project']),
    }),
  }),
});

export const {
  useEntityPageQuery,
  useAllEntitiesQuery,
  useEntityQuery,
  useCreateEntityMutation,
  useUpdateEntityMutation,
  useDeleteEntityMutation,
  useImportDdlMutation,
  useSaveEntityPositionsMutation,
} = entitiesApi;

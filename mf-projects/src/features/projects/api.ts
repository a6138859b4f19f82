// The project calls of API.md "Projects", injected into the one RTK Query api.
import type {
  CreateProjectBody,
  DdlData,
  DdlDialect,
  Page,
  Project,
  UpdateProjectBody,
} from '@modelsmith/contract';
import { baseApi } from '@modelsmith/shared/api';

export interface ProjectPageArgs {
  current: number;
  size: number;
  keyword?: string;
}

export const projectsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    projectPage: build.query<Page<Project>, ProjectPageArgs>({
      query: (params) => ({ url: '/projects', params: { ...params } }),
      providesTags: ['Project'],
    }),
    project: build.query<Project, number>({
      query: (id) => ({ url: `/projects/${id}` }),
      providesTags: (_result, _error, id) => [{ type: 'Project', id }],
    }),
    createProject: build.mutation<Project, CreateProjectBody>({
      query: (body) => ({ url: '/projects', method: 'POST', data: body, encoding: 'json' }),
      invalidatesTags: ['Project'],
    }),
    updateProject: build.mutation<Project, { id: number; changes: UpdateProjectBody }>({
      query: ({ id, changes }) => ({
        url: `/projects/${id}`,
        method: 'PUT',
        data: changes,
        encoding: 'json',
      }),
      // A new table prefix or database moves the entities' triggers along with their tables (the API rewrites them).
      invalidatesTags: ['Project', 'Entity'],
    }),
    deleteProject: build.mutation<null, number>({
      query: (id) => ({ url: `/projects/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Project', 'Entity'],
    }),
    projectDdl: build.query<DdlData, { id: number; dialect: DdlDialect }>({
      query: ({ id, dialect }) => ({ url: `/projects/${id}/ddl`, params: { dialect } }),
      providesTags: ['Entity'],
    }),
  }),
});

export const {
  useProjectPageQuery,
  useProjectQuery,
  useCreateProjectMutation,
  useUpdateProjectMutation,
  useDeleteProjectMutation,
  useProjectDdlQuery,
} = projectsApi;

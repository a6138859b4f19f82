// Schemas of /api/v1/templates, code generation and snapshots (API.md "Template sets", "Generation and
// snapshots"; PRODUCT.md §7). The Liquid itself is checked by the codegen engine when it renders: these schemas
// check shape and size only.
import { type Static, Type } from '@sinclair/typebox';
import { Nullable, PageQuery } from './envelope';
import { EntityModel, KeywordField } from './projects';

const Id = Type.Integer({ minimum: 1, errorMessage: 'id 需为正整数' });

export const TEMPLATE_SCOPES = ['ENTITY', 'PROJECT'] as const;
export type TemplateScope = (typeof TEMPLATE_SCOPES)[number];
export const TEMPLATE_VISIBILITIES = ['PRIVATE', 'PUBLIC'] as const;
export type TemplateVisibility = (typeof TEMPLATE_VISIBILITIES)[number];
export const TEMPLATE_SORTS = ['uses', 'newest'] as const;

export const TEMPLATE_NAME_MAX = 64;
export const TEMPLATE_DESCRIPTION_MAX = 500;
export const TEMPLATE_FILES_MAX = 200;
export const TEMPLATE_PATH_MAX = 300;
/** The engine's limit on one template's source (codegen DEFAULT_LIMITS.maxTemplateChars). */
export const TEMPLATE_CONTENT_MAX = 512 * 1024;
export const TEMPLATE_TAGS_MAX = 10;

export const TemplateFileInput = Type.Object({
  path: Type.String({
    minLength: 1,
    maxLength: TEMPLATE_PATH_MAX,
    pattern: '\\S',
    errorMessage: `文件的输出路径需为 1–${TEMPLATE_PATH_MAX} 个字符`,
  }),
  scope: Type.Union(
    TEMPLATE_SCOPES.map((scope) => Type.Literal(scope)),
    { errorMessage: '文件的 scope 只能是 ENTITY（每个实体一份）或 PROJECT（整个项目一份）' },
  ),
  content: Type.String({
    maxLength: TEMPLATE_CONTENT_MAX,
    errorMessage: '单个模板文件不能超过 512 KB',
  }),
});
export type TemplateFileInput = Static<typeof TemplateFileInput>;

/** A file as the API answers it: a premium set's contents are withheld from FREE members. */
export const TemplateFile = Type.Object({
  path: Type.String(),
  scope: Type.Union(TEMPLATE_SCOPES.map((scope) => Type.Literal(scope))),
  content: Nullable(Type.String()),
  locked: Type.Optional(Type.Boolean()),
});
export type TemplateFile = Static<typeof TemplateFile>;

const TemplateFields = {
  name: Type.String({
    minLength: 1,
    maxLength: TEMPLATE_NAME_MAX,
    pattern: '\\S',
    errorMessage: `模板名称需为 1–${TEMPLATE_NAME_MAX} 个字符`,
  }),
  description: Type.Optional(
    Nullable(
      Type.String({
        maxLength: TEMPLATE_DESCRIPTION_MAX,
        errorMessage: `模板描述不能超过 ${TEMPLATE_DESCRIPTION_MAX} 个字符`,
      }),
    ),
  ),
  language: Type.String({
    minLength: 1,
    maxLength: 32,
    pattern: '\\S',
    errorMessage: '请填写模板的目标语言（不超过 32 个字符），如 java、typescript',
  }),
  tags: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 32 }), {
      maxItems: TEMPLATE_TAGS_MAX,
      errorMessage: `标签最多 ${TEMPLATE_TAGS_MAX} 个，每个 1–32 个字符`,
    }),
  ),
  visibility: Type.Optional(
    Type.Union(
      TEMPLATE_VISIBILITIES.map((visibility) => Type.Literal(visibility)),
      { errorMessage: 'visibility 只能是 PRIVATE 或 PUBLIC' },
    ),
  ),
  files: Type.Array(TemplateFileInput, {
    minItems: 1,
    maxItems: TEMPLATE_FILES_MAX,
    errorMessage: `模板集需要 1–${TEMPLATE_FILES_MAX} 个文件`,
  }),
};

export const CreateTemplateBody = Type.Object(TemplateFields);
export type CreateTemplateBody = Static<typeof CreateTemplateBody>;
/** A partial update: what is left out keeps its value. */
export const UpdateTemplateBody = Type.Partial(Type.Object(TemplateFields));
export type UpdateTemplateBody = Static<typeof UpdateTemplateBody>;

export const TemplateSet = Type.Object({
  id: Type.Integer(),
  key: Type.Optional(Nullable(Type.String())),
  name: Type.String(),
  description: Nullable(Type.String()),
  language: Type.String(),
  tags: Type.Array(Type.String()),
  official: Type.Boolean(),
  premium: Type.Boolean(),
  visibility: Type.Union(TEMPLATE_VISIBILITIES.map((visibility) => Type.Literal(visibility))),
  version: Type.Integer(),
  useCount: Type.Integer(),
  author: Nullable(Type.Object({ id: Type.Integer(), nickname: Type.String() })),
  forkedFrom: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** How many files the set has (also in lists, which leave the files out). */
  fileCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  files: Type.Optional(Type.Array(TemplateFile)),
});
export type TemplateSet = Static<typeof TemplateSet>;

export const TemplateIdParams = Type.Object({ id: Id });

export const MarketQuery = Type.Object({
  ...PageQuery,
  keyword: KeywordField,
  language: Type.Optional(Type.String({ maxLength: 32 })),
  tag: Type.Optional(Type.String({ maxLength: 32 })),
  sort: Type.Optional(
    Type.Union(
      TEMPLATE_SORTS.map((sort) => Type.Literal(sort)),
      { errorMessage: 'sort 只能是 uses 或 newest' },
    ),
  ),
});
export type MarketQuery = Static<typeof MarketQuery>;

export const MyTemplatesQuery = Type.Object({ ...PageQuery, keyword: KeywordField });
export type MyTemplatesQuery = Static<typeof MyTemplatesQuery>;

export const AdminTemplateBody = Type.Object({
  premium: Type.Boolean({ errorMessage: 'premium 需为 true 或 false' }),
});

/** The codegen model: its deeper rules are the codegen validator's, so only its outline is checked here. */
export const ModelInput = Type.Object({
  project: Type.Object({}, { additionalProperties: true }),
  entities: Type.Array(EntityModel, { maxItems: 1000 }),
});

const EntityIds = Type.Array(Id, { maxItems: 1000, errorMessage: 'entityIds 需为实体 id 的列表' });

export const RenderBody = Type.Object({
  files: Type.Array(TemplateFileInput, {
    minItems: 1,
    maxItems: TEMPLATE_FILES_MAX,
    errorMessage: `模板集需要 1–${TEMPLATE_FILES_MAX} 个文件`,
  }),
  model: Type.Optional(ModelInput),
  projectId: Type.Optional(Id),
  entityIds: Type.Optional(EntityIds),
});
export type RenderBody = Static<typeof RenderBody>;

export const GeneratedFile = Type.Object({
  path: Type.String(),
  content: Type.String(),
  language: Type.String(),
});
export type GeneratedFile = Static<typeof GeneratedFile>;

export const GenerationPreview = Type.Object({
  files: Type.Array(GeneratedFile),
  elapsedMs: Type.Number(),
});
export type GenerationPreview = Static<typeof GenerationPreview>;

/** 400 data of a render that failed: each error at its file (the template's output path) and line. */
export const RenderErrors = Type.Object({
  errors: Type.Array(
    Type.Object({ file: Type.String(), line: Type.Optional(Type.Integer()), message: Type.String() }),
  ),
});
export type RenderErrors = Static<typeof RenderErrors>;

export const GenerateBody = Type.Object({
  templateId: Id,
  entityIds: Type.Optional(EntityIds),
});
export type GenerateBody = Static<typeof GenerateBody>;

export const SampleGenerateBody = Type.Object({ templateId: Id });

export const SnapshotBody = Type.Object({
  templateId: Id,
  entityIds: Type.Optional(EntityIds),
  note: Type.Optional(Nullable(Type.String({ maxLength: 200, errorMessage: '快照备注不能超过 200 个字符' }))),
});
export type SnapshotBody = Static<typeof SnapshotBody>;

export const Snapshot = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  templateId: Nullable(Type.Integer()),
  templateName: Type.String(),
  templateVersion: Type.Integer(),
  fileCount: Type.Integer(),
  note: Nullable(Type.String()),
  createdAt: Type.String(),
  files: Type.Optional(Type.Array(GeneratedFile)),
});
export type Snapshot = Static<typeof Snapshot>;

export const SnapshotParams = Type.Object({ pid: Id, sid: Id });
export const SnapshotDiffQuery = Type.Object({ against: Type.Optional(Id) });

export const SnapshotDiff = Type.Object({
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  changed: Type.Array(Type.Object({ path: Type.String(), diff: Type.String() })),
});
export type SnapshotDiff = Static<typeof SnapshotDiff>;

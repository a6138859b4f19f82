// Isomorphic entry of @modelsmith/codegen (Node and browser): nothing here touches the file system.
export * from './model/types';
export type * from './context/types';
export type { Problem, ValidationResult } from './model/validate';
export { validateModel } from './model/validate';
export { defaultJoinField, defaultJoinTable } from './model/relation-defaults';
export { SAMPLE_MODEL } from './model/sample-model';
export * as names from './model/names';
export { type DatabaseTable, databaseTableOf, prefixedTable, sqlTableOf } from './model/names';
export { type ProjectNaming, type TableNaming, triggerHead, triggerName } from './model/validate-triggers';
export { type EntityOnTable, followEntityTable } from './model/follow-table';
export { mysqlSequenceName } from './model/validate-mysql-sequences';
export { policyHead, policyName } from './model/validate-policies';
export {
  mapTypes,
  DEFAULT_DECIMAL_PRECISION,
  DEFAULT_DECIMAL_SCALE,
  DEFAULT_STRING_LENGTH,
} from './model/type-map';
export { buildContext } from './context/build-context';
export { roleOf } from './context/roles';
export { TEMPLATE_REFERENCE, type ReferenceEntry, type TemplateReference } from './context/reference';
export type { GeneratedFile, Generation, RenderOptions } from './engine/render-set';
export { generate, renderSet } from './engine/render-set';
export { DEFAULT_LIMITS, type RenderLimits } from './engine/limits';
export { InvalidModelError, InvalidSetError, TemplateError } from './engine/errors';
export { normaliseOutputPath, UnsafePathError } from './engine/output-path';
export type { FileScope, SetFile, SetManifest, TemplateSet } from './sets/types';
export { parseTemplateSet, type ParseSetResult } from './sets/parse-set';
export { getOfficialSet, officialSets, OFFICIAL_SET_IDS, OFFICIAL_SET_LIMITS } from './sets/official';
export {
  importDdl,
  onTablePrefix,
  databaseTableKey,
  DdlSyntaxError,
  type DdlImportResult,
} from './ddl/import';
export { exportDdl, DDL_DIALECTS, type DdlDialect } from './ddl/export';
export { zipGeneration } from './output/zip';
export { diffGenerations, type ChangedFile, type GenerationDiff } from './output/diff';
export { GENERATOR_VERSION } from './version';

// Node-only entry: loading sets from disk and writing generations to a directory.
export { loadOfficialSetsFromDisk, loadSetFromDir, OFFICIAL_SETS_DIR } from './node/load-set';
export { writeGeneration } from './node/write-generation';
export { importPostgresqlDdl } from './node/import-postgresql';
export { PostgresSandbox, type PostgresSandboxOptions } from './node/postgres-sandbox';

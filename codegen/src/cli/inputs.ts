// Reading the CLI's inputs: files, model JSON, DDL, dialects and sets, each with a Chinese error.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { DdlSyntaxError, importDdl, type DdlImportResult } from '../ddl/import';
import type { Model } from '../model/types';
import { validateModel } from '../model/validate';
import { importPostgresqlDdl } from '../node/import-postgresql';
import { loadSetFromDir, OFFICIAL_SETS_DIR } from '../node/load-set';
import { PostgresSandbox } from '../node/postgres-sandbox';
import type { TemplateSet } from '../sets/types';
import { CliError } from './args';

export type Dialect = 'mysql' | 'postgresql';

export function readText(file: string, what: string): string {
  if (!existsSync(file)) throw new CliError(`${what}不存在：${file}`);
  if (statSync(file).isDirectory()) throw new CliError(`${what} ${file} 是一个目录，请给出文件路径`);
  return readFileSync(file, 'utf8');
}

export function parseDialect(value: string | undefined): Dialect {
  if (value === undefined) throw new CliError('请用 --dialect 指定 SQL 方言：mysql 或 postgresql', 2);
  const lower = value.toLowerCase();
  if (lower !== 'mysql' && lower !== 'postgresql')
    throw new CliError(`不支持的 SQL 方言「${value}」，可选：mysql、postgresql`, 2);
  return lower;
}

/** The DDL file imported as the product imports it: a PostgreSQL script is read by PostgreSQL (PGlite) too. */
export async function importDdlFile(file: string, dialect: Dialect): Promise<DdlImportResult> {
  const sql = readText(file, 'DDL 文件');
  try {
    if (dialect === 'mysql') return importDdl(sql, dialect);
    const sandbox = new PostgresSandbox();
    try {
      return await importPostgresqlDdl(sql, sandbox);
    } finally {
      await sandbox.close();
    }
  } catch (error) {
    if (error instanceof DdlSyntaxError) throw new CliError(`DDL 解析失败（${file}）：${error.message}`);
    throw error;
  }
}

export function formatProblems(problems: { path: string; message: string }[]): string {
  return problems.map((p) => `  - ${p.path ? `${p.path}：` : ''}${p.message}`).join('\n');
}

export function readModel(file: string): Model {
  const text = readText(file, '模型文件');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new CliError(`模型文件 ${file} 不是合法的 JSON：${(error as Error).message}`);
  }
  const result = validateModel(json);
  if (!result.ok) throw new CliError(`模型校验未通过（${file}）：\n${formatProblems(result.problems)}`);
  return result.model;
}

export function availableSetIds(): string[] {
  return readdirSync(OFFICIAL_SETS_DIR)
    .filter((id) => existsSync(path.join(OFFICIAL_SETS_DIR, id, 'set.json')))
    .sort();
}

/** An official set id, or the path of a folder holding a set.json (a user's own set). */
export function loadSet(idOrDir: string): TemplateSet {
  if (idOrDir.includes('/') || idOrDir.includes('\\') || idOrDir.startsWith('.')) {
    if (!existsSync(path.join(idOrDir, 'set.json')))
      throw new CliError(`目录 ${idOrDir} 中没有 set.json，不是模板集`);
    return loadSetFromDir(idOrDir);
  }
  if (!availableSetIds().includes(idOrDir))
    throw new CliError(`未知的模板集「${idOrDir}」，可用的有：${availableSetIds().join('、')}`);
  return loadSetFromDir(path.join(OFFICIAL_SETS_DIR, idOrDir));
}

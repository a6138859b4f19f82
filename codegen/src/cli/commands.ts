// The CLI's commands: import-ddl, generate, list-sets.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { generate } from '../engine/render-set';
import { validateModel } from '../model/validate';
import { writeGeneration } from '../node/write-generation';
import { zipGeneration } from '../output/zip';
import { CliError, type ParsedArgs } from './args';
import { availableSetIds, formatProblems, importDdlFile, loadSet, parseDialect, readModel } from './inputs';

export interface Io {
  out: (text: string) => void;
  err: (text: string) => void;
}

export async function importDdlCommand(args: ParsedArgs, io: Io): Promise<number> {
  const [file] = args.positionals;
  if (!file) throw new CliError('用法：modelsmith-codegen import-ddl <文件> --dialect mysql|postgresql', 2);
  const { model, skipped } = await importDdlFile(file, parseDialect(args.options.get('dialect')));
  for (const s of skipped) io.err(`已跳过（第 ${s.line} 行）：${s.statement}（${s.reason}）\n`);
  io.out(`${JSON.stringify(model, null, 2)}\n`);
  const result = validateModel(model);
  if (!result.ok) {
    io.err(`导入的模型未通过校验，请手动修正：\n${formatProblems(result.problems)}\n`);
    return 1;
  }
  io.err(
    `已导入 ${model.entities.length} 个实体${skipped.length ? `，跳过 ${skipped.length} 条语句` : ''}\n`,
  );
  return 0;
}

export async function generateCommand(args: ParsedArgs, io: Io): Promise<number> {
  const modelFile = args.options.get('model');
  const ddlFile = args.options.get('ddl');
  if ((modelFile === undefined) === (ddlFile === undefined))
    throw new CliError(
      '请用 --model <模型 JSON 文件> 或 --ddl <DDL 文件> --dialect <方言> 给出模型（二选一）',
      2,
    );
  const setOption = args.options.get('set');
  if (!setOption) throw new CliError('请用 --set 指定模板集，多个用逗号分隔；可用 list-sets 查看', 2);
  const out = args.options.get('out');
  const zip = args.options.get('zip');
  if (!out && !zip) throw new CliError('请用 --out <目录> 或 --zip <文件> 指定输出位置', 2);
  const model = modelFile
    ? readModel(modelFile)
    : (await importDdlFile(ddlFile!, parseDialect(args.options.get('dialect')))).model;
  const ids = setOption
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const sets = ids.map(loadSet);
  const generation = generate(model, sets);
  if (out) {
    writeGeneration(generation, out);
    io.out(`已生成 ${generation.files.length} 个文件到 ${path.resolve(out)}\n`);
  }
  if (zip) {
    writeFileSync(zip, zipGeneration(generation));
    io.out(`已打包 ${generation.files.length} 个文件到 ${path.resolve(zip)}\n`);
  }
  return 0;
}

export function listSetsCommand(_args: ParsedArgs, io: Io): number {
  let failed = 0;
  for (const id of availableSetIds()) {
    try {
      const set = loadSet(id);
      io.out(`${set.id}\t${set.language}\t${set.name}\n`);
    } catch (error) {
      failed++;
      io.err(`${id}\t加载失败：${(error as Error).message}\n`);
    }
  }
  return failed === 0 ? 0 : 1;
}

// modelsmith-codegen: import DDL, generate code from a model, list the official sets.
import { CliError, parseArgs } from './cli/args';
import { generateCommand, importDdlCommand, listSetsCommand, type Io } from './cli/commands';
import { InvalidModelError, InvalidSetError, TemplateError } from './engine/errors';
import { UnsafePathError } from './engine/output-path';

const USAGE = `模型工匠代码生成器

用法：
  modelsmith-codegen import-ddl <文件> --dialect mysql|postgresql
      把 CREATE TABLE 脚本转换为模型 JSON（输出到标准输出，跳过的语句列在标准错误）；
      PostgreSQL 脚本还会在内嵌的 PostgreSQL 中执行一遍，补全文本解析不了的结构
  modelsmith-codegen generate (--model <模型.json> | --ddl <文件> --dialect <方言>) --set <id>[,<id>…] (--out <目录> | --zip <文件>)
      按模板集生成代码；--set 也可以是含 set.json 的目录
  modelsmith-codegen list-sets
      列出官方模板集
`;

const COMMANDS = {
  'import-ddl': importDdlCommand,
  generate: generateCommand,
  'list-sets': listSetsCommand,
} as const;

const OPTIONS = new Set(['dialect', 'model', 'ddl', 'set', 'out', 'zip']);

const EXPECTED_ERRORS = [CliError, InvalidModelError, InvalidSetError, TemplateError, UnsafePathError];

export async function main(argv: string[], io: Io = defaultIo()): Promise<number> {
  try {
    if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
      io.out(USAGE);
      return argv.length === 0 ? 2 : 0;
    }
    const args = parseArgs(argv, OPTIONS);
    const command = COMMANDS[args.command as keyof typeof COMMANDS];
    if (!command) throw new CliError(`未知的命令「${args.command}」\n\n${USAGE}`, 2);
    return await command(args, io);
  } catch (error) {
    if (EXPECTED_ERRORS.some((type) => error instanceof type)) {
      io.err(`错误：${(error as Error).message}\n`);
      return error instanceof CliError ? error.exitCode : 1;
    }
    io.err(`错误：发生了意外的内部错误：${(error as Error)?.stack ?? String(error)}\n`);
    return 70;
  }
}

function defaultIo(): Io {
  return { out: (text) => process.stdout.write(text), err: (text) => process.stderr.write(text) };
}

if (require.main === module)
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });

// A small argv parser: positionals plus `--name value` / `--name=value` options.

export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  options: Map<string, string>;
}

export function parseArgs(argv: string[], known: Set<string>): ParsedArgs {
  const [command, ...rest] = argv;
  const positionals: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (!known.has(name)) throw new CliError(`未知的选项 --${name}`, 2);
    const value = eq === -1 ? rest[++i] : arg.slice(eq + 1);
    if (value === undefined || (eq === -1 && value.startsWith('--')))
      throw new CliError(`选项 --${name} 需要一个值`, 2);
    options.set(name, value);
  }
  return { command, positionals, options };
}

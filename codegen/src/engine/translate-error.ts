// Turns a LiquidJS (or JS) error into a Chinese TemplateError that names the set, file and line.
import { TemplateError } from './errors';
import type { RenderLimits } from './limits';

interface TokenLike {
  file?: string;
  input?: string;
  getPosition?: () => [number, number];
}

const PATTERNS: [RegExp, (m: RegExpMatchArray, limits: RenderLimits) => string][] = [
  [
    /undefined variable: ([^,]+)/,
    (m) => `未定义的变量 ${m[1]}（变量名拼写错误，或当前范围没有该变量：项目级文件中没有 entity）`,
  ],
  [/undefined filter: ([^,]+)/, (m) => `未定义的过滤器 ${m[1]}`],
  [
    /template render limit exceeded/,
    (_m, l) => `渲染超时（超过 ${l.renderMs} 毫秒），请检查是否有过大的循环或递归`,
  ],
  [/memory alloc limit exceeded/, () => '渲染占用内存过多，请检查是否有过大的循环、字符串拼接或数组'],
  [/parse length limit exceeded/, (_m, l) => `模板过大（超过 ${l.maxTemplateChars} 个字符）`],
  [/Maximum call stack size exceeded/, () => 'include/render 嵌套过深（可能是模板递归引用了自己）'],
  [
    /Failed to lookup "([^"]*)"/,
    (m) => `引用的模板 ${m[1]} 不存在（include/render 只能引用本模板集中的模板）`,
  ],
  [/ENOENT: ([^,]+)/, (m) => `引用的模板 ${m[1]} 不存在（include/render 只能引用本模板集中的模板）`],
  [/tag (\{%.*?%\}|"[^"]*"|\S+) not closed/, (m) => `标签 ${m[1]} 没有闭合`],
  [/tag "?([^"\s]+)"? not found/, (m) => `未知的标签 ${m[1]}`],
  [/output "(.*)" not closed/, (m) => `输出 {{ ${m[1]} 没有闭合`],
];

function describe(message: string, limits: RenderLimits): string {
  for (const [pattern, render] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return render(match, limits);
  }
  return `模板错误：${message.replace(/, (file:[^,]*, )?line:\d+, col:\d+$/, '')}`;
}

/** Deepest token available: errors inside an include carry the included file's token. */
function tokenOf(error: unknown): TokenLike | undefined {
  let current = error as { token?: TokenLike; originalError?: unknown } | undefined;
  let token: TokenLike | undefined;
  for (let depth = 0; current && depth < 50; depth++) {
    if (current.token) token = current.token;
    current = current.originalError as typeof current;
  }
  return token;
}

/** Partials parsed through the in-memory map carry no file name: find it by the token's source text. */
function fileOf(token: TokenLike | undefined, templates: Record<string, string>, fallback: string): string {
  if (token?.file) return token.file;
  const input = token?.input;
  if (input === undefined) return fallback;
  if (templates[fallback] === input) return fallback;
  return Object.keys(templates).find((name) => templates[name] === input) ?? fallback;
}

export function translateError(
  error: unknown,
  setId: string,
  file: string,
  limits: RenderLimits,
  templates: Record<string, string> = {},
): TemplateError {
  if (error instanceof TemplateError) return error;
  const messages: string[] = [];
  for (let e = error as { message?: string; originalError?: unknown } | undefined, i = 0; e && i < 50; i++) {
    if (typeof e.message === 'string') messages.push(e.message);
    e = e.originalError as typeof e;
  }
  const token = tokenOf(error);
  const where = fileOf(token, templates, file);
  let line: number | null = null;
  try {
    line = token?.getPosition?.()[0] ?? null;
  } catch {
    line = null;
  }
  // The innermost message is the most specific one (RangeError inside a RenderError, etc.).
  const reason = describe(messages[messages.length - 1] ?? String(error), limits);
  const at = line === null ? '' : ` 第 ${line} 行`;
  return new TemplateError(`模板集 ${setId} 的 ${where}${at}：${reason}`, setId, where, line);
}

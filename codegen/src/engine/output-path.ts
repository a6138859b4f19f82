// Output paths come from user templates: normalise them and refuse anything that could leave the output root.

const isControl = (ch: string): boolean => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f;
const printable = (text: string): string => [...text].map((ch) => (isControl(ch) ? '?' : ch)).join('');

export class UnsafePathError extends Error {
  constructor(
    readonly path: string,
    reason: string,
  ) {
    super(`输出路径「${printable(path)}」不安全：${reason}`);
    this.name = 'UnsafePathError';
  }
}

const MAX_PATH_LENGTH = 400;

/** Returns `a/b/c.ts` for a safe relative path; throws UnsafePathError otherwise. */
export function normaliseOutputPath(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed === '') throw new UnsafePathError(raw, '路径为空');
  if ([...trimmed].some(isControl)) throw new UnsafePathError(raw, '包含控制字符');
  // Backslashes are separators on Windows: treat them as such so `..\\x` cannot slip through.
  const slashed = trimmed.replace(/\\/g, '/');
  if (slashed.startsWith('/')) throw new UnsafePathError(raw, '不能是绝对路径');
  if (/^[A-Za-z]:/.test(slashed)) throw new UnsafePathError(raw, '不能以盘符开头');
  if (/^~/.test(slashed)) throw new UnsafePathError(raw, '不能以 ~ 开头');
  const segments = slashed.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.some((s) => s === '..')) throw new UnsafePathError(raw, '不能包含 ..');
  if (segments.some((s) => s.trim() === '' || /[:*?"<>|]/.test(s)))
    throw new UnsafePathError(raw, '包含文件名中不允许的字符');
  if (segments.length === 0) throw new UnsafePathError(raw, '路径为空');
  const normalised = segments.join('/');
  if (normalised.length > MAX_PATH_LENGTH) throw new UnsafePathError(raw, `超过 ${MAX_PATH_LENGTH} 个字符`);
  return normalised;
}

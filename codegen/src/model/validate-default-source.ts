// A default kept as PostgreSQL printed it (Field.defaultSource): the DDL writes the text inside `DEFAULT (…)`, so
// it must be one expression that cannot close those parentheses or hide the rest of the line, whoever sent it.
import { FIELD_TYPES } from './types';
import { isRecord, type Problems } from './problems';

const MAX_DEFAULT_SOURCE = 1000;

/**
 * One expression the DDL can write inside parentheses: parentheses balanced outside strings and quoted names,
 * strings closed, no `;`, no comment, no dollar quoting (whose strings this reading would not see).
 */
export function isSingleExpression(text: unknown): text is string {
  if (typeof text !== 'string' || text.trim() === '' || text.length > MAX_DEFAULT_SOURCE) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "'" || ch === '"') {
      // E'…' strings escape with a backslash; elsewhere a quote is doubled.
      const escapes = ch === "'" && /[Ee]/.test(text[i - 1] ?? '') && !/\w/.test(text[i - 2] ?? '');
      let j = i + 1;
      for (; j < text.length; j++) {
        if (escapes && text[j] === '\\') j++;
        else if (text[j] === ch) {
          if (text[j + 1] !== ch) break;
          j++;
        }
      }
      if (j >= text.length) return false;
      i = j;
    } else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) return false;
    } else if (ch === ';' || ch === '$' || text.startsWith('--', i) || text.startsWith('/*', i)) return false;
  }
  return depth === 0;
}

/** defaultSource: `{ dialect: 'postgresql', sql, type, value? }`, sql one expression (see isSingleExpression). */
export function checkDefaultSource(field: Record<string, unknown>, path: string, problems: Problems): void {
  const source = field.defaultSource;
  if (source === undefined || source === null) return;
  const value = isRecord(source) ? source.value : undefined;
  if (
    !isRecord(source) ||
    source.dialect !== 'postgresql' ||
    !isSingleExpression(source.sql) ||
    !(FIELD_TYPES as readonly unknown[]).includes(source.type) ||
    (value !== undefined && !['string', 'number', 'boolean'].includes(typeof value))
  )
    problems.add(
      `${path}.defaultSource`,
      `原样默认值应为 { dialect: 'postgresql', sql, type, value? }：sql 为一个不超过 ${MAX_DEFAULT_SOURCE} 个字符的表达式，括号成对、引号闭合，不含分号、注释和 $ 引用；可删除该项，导出时按默认值的通用写法`,
    );
}

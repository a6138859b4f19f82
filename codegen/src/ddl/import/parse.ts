// The one node-sql-parser instance, behind a call that answers instead of throwing.
import { Parser } from 'node-sql-parser';

import type { Dialect } from './raw';

const parser = new Parser();

export type ParseResult = { ok: true; ast: unknown } | { ok: false; line: number; column: number };

/** The first statement's AST, or where (1-based, inside `sql`) the parser gave up. */
export function parseSql(sql: string, dialect: Dialect): ParseResult {
  try {
    const ast = parser.astify(sql, { database: dialect === 'mysql' ? 'mysql' : 'postgresql' });
    const first: unknown = Array.isArray(ast) ? ast[0] : ast;
    if (!first || typeof first !== 'object') return { ok: false, line: 1, column: 1 };
    return { ok: true, ast: first };
  } catch (error) {
    const location = (error as { location?: { start?: { line?: number; column?: number } } } | null)?.location
      ?.start;
    return { ok: false, line: location?.line ?? 1, column: location?.column ?? 1 };
  }
}

// A PostgreSQL array literal (`{}`, `{a,"b c"}`, `{{1,2},{3,4}}`) as the JSON array MySQL's JSON column holds for it:
// a PostgreSQL array column is a json field, exported to MySQL as JSON, its default with it.

type Element = string | number | boolean | null | Element[];

/** The JSON text of `literal` (quotes of a SQL string around it allowed), or null when it is no array literal. */
export function postgresqlArrayJson(literal: string, sqlType: string): string | null {
  const text = literal.replace(/^'(.*)'$/s, (_, inner: string) => inner.replace(/''/g, "'")).trim();
  const element = sqlType
    .trim()
    .toUpperCase()
    .replace(/(\s*\[\d*\])+$/, '')
    .replace(/\(.*\)$/, '')
    .trim();
  const kind =
    /^(SMALLINT|INT|INTEGER|BIGINT|INT2|INT4|INT8|NUMERIC|DECIMAL|REAL|DOUBLE PRECISION|FLOAT|FLOAT4|FLOAT8)$/.test(
      element,
    )
      ? 'number'
      : /^(BOOLEAN|BOOL)$/.test(element)
        ? 'boolean'
        : 'string';
  const parsed = parseArray(text, 0, kind);
  if (!parsed || text.slice(parsed.end).trim() !== '') return null;
  return JSON.stringify(parsed.value);
}

/** The array opening at `at` and where it ends; undefined when the text is not one. */
function parseArray(
  text: string,
  at: number,
  kind: 'number' | 'boolean' | 'string',
): { value: Element[]; end: number } | undefined {
  if (text[at] !== '{') return undefined;
  const value: Element[] = [];
  let i = at + 1;
  const skipBlanks = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  skipBlanks();
  if (text[i] === '}') return { value, end: i + 1 };
  for (;;) {
    skipBlanks();
    if (text[i] === '{') {
      const inner = parseArray(text, i, kind);
      if (!inner) return undefined;
      value.push(inner.value);
      i = inner.end;
    } else if (text[i] === '"') {
      let item = '';
      for (i++; i < text.length && text[i] !== '"'; i++) item += text[i] === '\\' ? text[++i] : text[i];
      if (text[i] !== '"') return undefined;
      i++;
      const typed = typedElement(item, kind, true);
      if (typed === undefined) return undefined;
      value.push(typed);
    } else {
      const start = i;
      while (i < text.length && !/[,}]/.test(text[i])) i++;
      const item = text.slice(start, i).trim();
      if (item === '' || /["{\\]/.test(item)) return undefined;
      const typed = typedElement(item, kind, false);
      if (typed === undefined) return undefined;
      value.push(typed);
    }
    skipBlanks();
    if (text[i] === ',') i++;
    else if (text[i] === '}') return { value, end: i + 1 };
    else return undefined;
  }
}

/** An element as JSON has it: NULL (unquoted) is null, numbers and booleans by the array's element type. */
function typedElement(
  item: string,
  kind: 'number' | 'boolean' | 'string',
  quoted: boolean,
): Element | undefined {
  if (!quoted && /^null$/i.test(item)) return null;
  if (kind === 'number') {
    const n = Number(item);
    return /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(item.trim()) && Number.isFinite(n) ? n : undefined;
  }
  if (kind === 'boolean') {
    if (/^(t|true|y|yes|on|1)$/i.test(item.trim())) return true;
    if (/^(f|false|n|no|off|0)$/i.test(item.trim())) return false;
    return undefined;
  }
  return item;
}

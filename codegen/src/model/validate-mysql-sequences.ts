// Checks project.mysqlSequences: each one whole CREATE statement of a MariaDB sequence, named as the entry says.
import { controlCharacterMessage, forEachListed, hasControlCharacter, type Problems } from './problems';

const MAX_DEFINITION = 4000;
/** `CREATE SEQUENCE [IF NOT EXISTS] name …` or mariadb-dump's `CREATE TABLE name (…) … SEQUENCE=1`. */
const HEAD =
  /^\s*CREATE\s+(?:OR\s+REPLACE\s+)?(SEQUENCE|TABLE)\s+(?:IF\s+NOT\s+EXISTS\s+)?(`(?:[^`]|``)+`|[\w$]+)/i;

/** The name a MariaDB sequence definition creates, or undefined when it is no such statement. */
export function mysqlSequenceName(definition: string): string | undefined {
  const head = HEAD.exec(definition);
  if (!head) return undefined;
  if (head[1].toUpperCase() === 'TABLE' && !/\bSEQUENCE\s*=\s*1\s*$/i.test(definition)) return undefined;
  return head[2].startsWith('`') ? head[2].slice(1, -1).replace(/``/g, '`') : head[2];
}

const ITEM = { label: 'MariaDB 序列', shape: '{ name, definition }' };

export function validateMysqlSequences(project: Record<string, unknown>, problems: Problems): void {
  const seen = new Set<string>();
  forEachListed(project.mysqlSequences, 'project.mysqlSequences', ITEM, problems, (sequence, at) => {
    if (typeof sequence.definition !== 'string') {
      problems.add(at, `${ITEM.label}格式不正确，应为 ${ITEM.shape}`);
      return;
    }
    // Quoted text may hold anything but a semicolon outside it ends the statement.
    const outside = sequence.definition.replace(/'(?:[^'\\]|\\.|'')*'|`(?:[^`]|``)*`/g, "''");
    const name = mysqlSequenceName(sequence.definition);
    if (sequence.definition.length > MAX_DEFINITION || name === undefined || outside.includes(';')) {
      problems.add(
        `${at}.definition`,
        `序列定义应是一整条 CREATE SEQUENCE 语句（或 CREATE TABLE … SEQUENCE=1，不超过 ${MAX_DEFINITION} 个字符），后面不能再有其他语句`,
      );
      return;
    }
    if (sequence.name !== name) problems.add(`${at}.name`, `序列名应与定义中的名称 ${name} 一致`);
    else if (hasControlCharacter(name)) problems.add(`${at}.name`, controlCharacterMessage('序列名', name));
    if (seen.has(name.toLowerCase())) problems.add(`${at}.name`, `序列 ${name} 重复`);
    seen.add(name.toLowerCase());
  });
}

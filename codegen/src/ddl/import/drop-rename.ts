// What a PostgreSQL script does to a policy or trigger after creating it: DROP POLICY / DROP TRIGGER, ALTER POLICY /
// ALTER TRIGGER … RENAME TO, ALTER POLICY changing its roles or conditions. Both import paths follow them, so the
// model keeps the definition PostgreSQL ends up with, not the first or last CREATE of a name.
import { identifierWhereNeeded } from '../../context/check-expression';
import { sqlName } from '../../engine/string-literals';
import { triggerName } from '../../model/validate-triggers';
import type { QualifiedName } from './qualified';
import { summarize } from './raw';

/** A DROP, RENAME or ALTER of a policy or trigger (always on a table: `… name ON table …`). */
export interface OnTableChange {
  kind: 'drop' | 'rename' | 'alter';
  object: 'policy' | 'trigger';
  /** The name as PostgreSQL keeps it. */
  name: string;
  /** The table as written (quotes kept, maybe qualified). */
  table: string;
  /** The new name of a rename, as PostgreSQL keeps it. */
  to?: string;
  line: number;
  statement: string;
}

/** A change as the text import reads it: its table resolved where the statement stands (its search_path). */
export type ScriptChange = OnTableChange & { on: QualifiedName };

// Each run of spaces has one way to match (no `\s*;?\s*`): the patterns run on every statement, a long blank run
// (comments are blanked to spaces) must not make them backtrack.
const IDENT = String.raw`(?:"(?:[^"]|"")+"|[A-Za-z_][\w$]*)`;
const NAME = String.raw`${IDENT}(?:\s*\.\s*${IDENT})?`;
const DROP = new RegExp(
  String.raw`^\s*DROP\s+(POLICY|TRIGGER)\s+(?:IF\s+EXISTS\s+)?(${IDENT})\s+ON\s+(?:ONLY\s+)?(${NAME})\s*(?:(?:CASCADE|RESTRICT)\s*)?(?:;\s*)?$`,
  'i',
);
const RENAME = new RegExp(
  String.raw`^\s*ALTER\s+(POLICY|TRIGGER)\s+(${IDENT})\s+ON\s+(?:ONLY\s+)?(${NAME})\s+RENAME\s+TO\s+(${IDENT})\s*(?:;\s*)?$`,
  'i',
);
const ALTER_POLICY = new RegExp(
  String.raw`^\s*ALTER\s+POLICY\s+(${IDENT})\s+ON\s+(${NAME})\s+(?:TO|USING|WITH\s+CHECK)\b`,
  'i',
);

/** The statement as an OnTableChange (`text` with comments blanked), or undefined for another statement. */
export function readOnTableChange(text: string, line: number): OnTableChange | undefined {
  const name = (written: string) => triggerName(written, 'postgresql');
  const base = { line, statement: summarize(text) };
  const drop = DROP.exec(text);
  if (drop) return { ...base, kind: 'drop', object: objectOf(drop[1]), name: name(drop[2]), table: drop[3] };
  const rename = RENAME.exec(text);
  if (rename)
    return {
      ...base,
      kind: 'rename',
      object: objectOf(rename[1]),
      name: name(rename[2]),
      table: rename[3],
      to: name(rename[4]),
    };
  const alter = ALTER_POLICY.exec(text);
  if (alter) return { ...base, kind: 'alter', object: 'policy', name: name(alter[1]), table: alter[2] };
  return undefined;
}

/** A table as a message names it: with its schema unless that is public. */
export const shownTable = (table: QualifiedName) =>
  table.schema ? `${table.schema}.${table.name}` : table.name;

const WORDS = {
  policy: { noun: '策略', drop: 'DROP POLICY' },
  trigger: { noun: '触发器', drop: 'DROP TRIGGER' },
} as const;

/**
 * Follows a DROP or RENAME TO (`change`, not an ALTER) of `statement`, a trigger or policy standing in the entity's `list`, as PostgreSQL
 * runs it: the change's line is then kept (no longer a skipped statement), the CREATE of a dropped one is listed
 * instead, and a rename onto a name the table already has is listed, as PostgreSQL refuses it. Gives the entity's
 * list afterwards (empty: undefined).
 */
export function followDropOrRename<
  T extends { name: string; definition: string },
  Created extends { line: number },
>(
  list: T[],
  statement: T,
  change: ScriptChange,
  standing: Map<T, Created>,
  kept: Set<number>,
  reasons: Map<number, string>,
): T[] | undefined {
  const created = standing.get(statement)!;
  const { noun, drop } = WORDS[change.object];
  const table = shownTable(change.on);
  const others = list.filter((one) => one !== statement);
  if (change.kind === 'drop') {
    standing.delete(statement);
    kept.add(change.line);
    kept.delete(created.line);
    reasons.set(
      created.line,
      `表 ${table} 的${noun} ${statement.name} 在第 ${change.line} 行被删除（${drop}），PostgreSQL 执行完脚本后已没有它，未导入`,
    );
    return others.length ? others : undefined;
  }
  const to = change.to!;
  if (others.some((one) => one.name === to)) {
    reasons.set(
      change.line,
      `表 ${table} 已有${noun} ${to}，PostgreSQL 不执行这条改名（同名${noun}已存在），已忽略`,
    );
    return list;
  }
  const renamed = {
    ...statement,
    name: to,
    definition: renamedDefinition(statement.definition, change.object, to),
  };
  standing.delete(statement);
  standing.set(renamed, created);
  kept.add(change.line);
  return list.map((one) => (one === statement ? renamed : one));
}

const objectOf = (word: string) => (word.toUpperCase() === 'POLICY' ? 'policy' : 'trigger');

const HEAD = {
  policy: new RegExp(String.raw`^(\s*CREATE\s+POLICY\s+)(${IDENT})`, 'i'),
  trigger: new RegExp(
    String.raw`^(\s*CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+)(${IDENT})`,
    'i',
  ),
};

/** A CREATE POLICY / CREATE TRIGGER definition naming its object `to` (quoted if it was, or where SQL needs it). */
export function renamedDefinition(definition: string, object: OnTableChange['object'], to: string): string {
  return definition.replace(HEAD[object], (_, head: string, written: string) => {
    const name = written.startsWith('"')
      ? sqlName(to, 'postgresql')
      : identifierWhereNeeded(to, 'postgresql');
    return `${head}${name}`;
  });
}

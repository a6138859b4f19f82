// What the script did to each policy or trigger, statement by statement, as PostgreSQL ran it: which CREATE is the
// one standing at the end (a later DROP, a refused duplicate, a CREATE OR REPLACE, a RENAME TO followed), and whether
// an ALTER POLICY changed it after. The catalog import settles from it which definition and which notes are true.
import { sqlTableOf } from '../../model/names';
import type { Entity } from '../../model/types';
import { policyHead, policyName } from '../../model/validate-policies';
import { triggerHead, triggerName } from '../../model/validate-triggers';
import { readOnTableChange, renamedDefinition } from '../import/drop-rename';
import { ownSchema, qualifiedName, readSearchPath } from '../import/qualified';
import type { RawSchema, Skipped } from '../import/raw';
import { stripComments } from '../import/split';
import type { SandboxStatement } from './statements';

/** One statement on a policy or trigger; `ran`: PostgreSQL ran it (or, for `ranAs`, counts it as run). */
export interface Step {
  kind: 'create' | 'drop' | 'rename' | 'alter';
  line: number;
  text: string;
  error: string | null;
  ran: boolean;
}

/** The statements on one policy or trigger, by `historyKey`, a rename's earlier ones moved to the new name. */
export type Histories = Map<string, Step[]>;

/**
 * The key of a policy or trigger: its table's schema (undefined for public) and name as the database has them, and
 * its own name.
 */
export const historyKey = (schema: string | undefined, table: string, name: string) =>
  JSON.stringify([schema ?? null, table, name]);

/** The key of a policy or trigger of a model entity. */
export const entityHistoryKey = (entity: Entity, prefix: string, name: string) =>
  historyKey(ownSchema(entity.sqlSchema), sqlTableOf(entity, prefix), name);

/** A name's steps as a chain, so a step or a rename's earlier steps are added without copying what is there. */
interface Chain {
  first: Link;
  last: Link;
}
interface Link {
  step: Step;
  next?: Link;
}

/**
 * The histories of the script's policies or triggers. `counts(error)` says whether a statement that failed with
 * `error` still counts as run (a policy refused only for a role the sandbox lacks).
 */
export function histories(
  object: 'policy' | 'trigger',
  sandbox: { statements: SandboxStatement[]; errors: (string | null)[] },
  counts: (error: string) => boolean = () => false,
): Histories {
  const chains = new Map<string, Chain>();
  const add = (key: string, step: Step) => {
    const link = { step };
    const chain = chains.get(key);
    if (!chain) chains.set(key, { first: link, last: link });
    else chain.last = chain.last.next = link;
  };
  // Unqualified tables resolve as the text import resolves them: in the first schema of the script's search_path.
  const schema: Pick<RawSchema, 'dialect' | 'searchPath'> = { dialect: 'postgresql' };
  const keyOf = (written: string, name: string) => {
    const table = qualifiedName(written, schema);
    return historyKey(table.schema, table.name, name);
  };
  sandbox.statements.forEach((statement, i) => {
    const searchPath = readSearchPath(statement.text);
    if (searchPath) schema.searchPath = searchPath;
    const error = sandbox.errors[i] ?? null;
    const base = { line: statement.line, text: statement.text, error, ran: error === null || counts(error) };
    const head = object === 'policy' ? policyHead(statement.text) : triggerHead(statement.text, 'postgresql');
    if (head) {
      const name = object === 'policy' ? policyName(head.name) : triggerName(head.name, 'postgresql');
      add(keyOf(head.table, name), { ...base, kind: 'create' });
      return;
    }
    const change = readOnTableChange(statement.text, statement.line);
    if (!change || change.object !== object) return;
    const key = keyOf(change.table, change.name);
    add(key, { ...base, kind: change.kind });
    if (change.kind !== 'rename' || !base.ran) return;
    const moved = chains.get(key)!;
    chains.delete(key);
    const to = keyOf(change.table, change.to!);
    const onto = chains.get(to);
    if (!onto) chains.set(to, moved);
    else [onto.last.next, onto.last] = [moved.first, moved.last];
  });
  const all: Histories = new Map();
  for (const [key, chain] of chains) {
    const steps: Step[] = [];
    for (let link: Link | undefined = chain.first; link; link = link.next) steps.push(link.step);
    all.set(key, steps);
  }
  return all;
}

/**
 * The CREATE standing at the end of `steps` (the last one run, no DROP run after it), whether an ALTER run after it
 * changed it, and the definition it has under its final name, as the script wrote it. Undefined when none stands.
 */
export function standing(
  steps: Step[],
  object: 'policy' | 'trigger',
  name: string,
): { create: Step; altered: boolean; definition: string } | undefined {
  let create: Step | undefined;
  let altered = false;
  let renamed = false;
  for (const step of steps) {
    if (!step.ran) continue;
    if (step.kind === 'create') [create, altered, renamed] = [step, false, false];
    else if (step.kind === 'drop') create = undefined;
    else if (step.kind === 'alter') altered = true;
    else renamed = true;
  }
  if (!create) return undefined;
  return {
    create,
    altered,
    definition: renamed ? renamedDefinition(create.text, object, name) : create.text,
  };
}

/** Whether two definitions are the same statement, comments and spacing aside. */
export const sameStatement = (a: string, b: string) => {
  const plain = (text: string) => stripComments(text).replace(/\s+/g, ' ').trim().replace(/\s*;$/, '');
  return plain(a) === plain(b);
};

/**
 * The notes once the catalog settled them: at each line of `notes` that note (the text import's stays where it says
 * the same), no skipped entry; at each line of `lost` no note matching `isNote`, its skipped entry; at each line of
 * `altered` the skipped entry's reason replaced.
 */
export function settleNotes(
  result: { skipped: Skipped[]; approximations: Skipped[] },
  notes: Map<number, Skipped>,
  lost: Map<number, Skipped>,
  altered: Map<number, string>,
  isNote: RegExp,
): { skipped: Skipped[]; approximations: Skipped[] } {
  const added = new Map(notes);
  const approximations = result.approximations.filter((note) => {
    if (!isNote.test(note.statement)) return true;
    const own = notes.get(note.line);
    if (own && own.statement === note.statement && own.reason === note.reason) {
      added.delete(note.line);
      return true;
    }
    return !own && !lost.has(note.line);
  });
  const listed = new Set<number>();
  const skipped = result.skipped.flatMap((item) => {
    if (notes.has(item.line)) return [];
    const instead = lost.get(item.line);
    if (instead) {
      if (listed.has(item.line)) return [];
      listed.add(item.line);
      return [instead];
    }
    const reason = altered.get(item.line);
    return [reason ? { ...item, reason } : item];
  });
  return {
    skipped: [...skipped, ...[...lost.values()].filter((item) => !listed.has(item.line))],
    approximations: [...approximations, ...added.values()],
  };
}

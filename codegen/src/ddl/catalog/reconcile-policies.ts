// Row-level security and policies as PostgreSQL has them once the script ran: the catalog's flags and list are the
// truth (a policy on a table the text import could not read, one dropped later, RLS set in a DO block), the text
// import's spelling of each policy it kept stays. The sandbox has none of the script's roles: a policy PostgreSQL
// refused only for a missing role is kept as written (the database the export runs on has the role).
import { sqlTableOf } from '../../model/names';
import type { Entity, Policy } from '../../model/types';
import { policyHead, policyName } from '../../model/validate-policies';
import { keptPolicyNote } from '../import/policies';
import { nameParts } from '../import/qualified';
import { summarize, type Skipped } from '../import/raw';
import type { SandboxStatement } from './statements';

const MISSING_ROLE = /^role "[^"]*" does not exist$/;

/** Per CREATE POLICY the sandbox ran, by its table (without schema) and name: PostgreSQL's error, null when it ran. */
export function policyOutcomes(sandbox: {
  statements: SandboxStatement[];
  errors: (string | null)[];
}): Map<string, { line: number; text: string; error: string | null }> {
  const outcomes = new Map<string, { line: number; text: string; error: string | null }>();
  sandbox.statements.forEach((statement, i) => {
    const head = policyHead(statement.text);
    if (!head) return;
    const table = nameParts(head.table, 'postgresql').pop() ?? '';
    const key = JSON.stringify([table, policyName(head.name)]);
    outcomes.set(key, { line: statement.line, text: statement.text, error: sandbox.errors[i] ?? null });
  });
  return outcomes;
}

const policyKey = (entity: Entity, prefix: string, policy: Policy) =>
  JSON.stringify([sqlTableOf(entity, prefix), policy.name]);

/**
 * Makes `target`'s row-level security and policies the catalog's (`source`'s), but for the policies PostgreSQL
 * refused for a missing role. Returns what changed, as the fill note names it.
 */
export function fillPolicies(
  target: Entity,
  source: Entity,
  prefix: string,
  outcomes: ReturnType<typeof policyOutcomes>,
): string[] {
  const changes: string[] = [];
  if (
    Boolean(target.rowSecurity) !== Boolean(source.rowSecurity) ||
    Boolean(target.forceRowSecurity) !== Boolean(source.forceRowSecurity)
  ) {
    if (source.rowSecurity) target.rowSecurity = true;
    else delete target.rowSecurity;
    if (source.forceRowSecurity) target.forceRowSecurity = true;
    else delete target.forceRowSecurity;
    changes.push('行级安全设置');
  }
  const theirs = source.policies ?? [];
  const roleOnly = (own: Policy) =>
    MISSING_ROLE.test(outcomes.get(policyKey(target, prefix, own))?.error ?? '');
  const kept = (target.policies ?? []).filter(
    (own) => theirs.some((t) => t.name === own.name) || roleOnly(own),
  );
  const gone = (target.policies ?? []).filter((own) => !kept.includes(own));
  if (gone.length) changes.push(`去掉 PostgreSQL 执行后不存在的策略 ${gone.map((p) => p.name).join('、')}`);
  const added = theirs.filter((policy) => !kept.some((own) => own.name === policy.name));
  kept.push(...added.map((policy) => structuredClone(policy)));
  if (added.length) changes.push(`策略 ${added.map((p) => p.name).join('、')}`);
  if (kept.length) target.policies = kept;
  else delete target.policies;
  return changes;
}

/**
 * The notes on the script's CREATE POLICY statements once the catalog settled which policies the model keeps: one
 * kept is no longer skipped (its table came from the catalog); one the text import kept but the model no longer has
 * is skipped, with why, instead of noted as kept.
 */
export function settlePolicyNotes(
  result: { skipped: Skipped[]; approximations: Skipped[] },
  entities: Entity[],
  prefix: string,
  outcomes: ReturnType<typeof policyOutcomes>,
): { skipped: Skipped[]; approximations: Skipped[] } {
  const keptOn = new Map(
    entities.flatMap((entity) =>
      (entity.policies ?? []).map((p) => [policyKey(entity, prefix, p), { entity, policy: p }] as const),
    ),
  );
  const keptAt = new Set<number>();
  const lost = new Map<number, Skipped>();
  const noted = new Set(result.approximations.map((note) => note.line));
  const notes: Skipped[] = [];
  for (const [key, { line, text, error }] of outcomes) {
    const kept = keptOn.get(key);
    if (kept) {
      keptAt.add(line);
      if (!noted.has(line)) notes.push(keptPolicyNote(sqlTableOf(kept.entity, prefix), kept.policy, line));
      continue;
    }
    lost.set(line, {
      statement: summarize(text),
      line,
      reason: error
        ? `PostgreSQL 执行该语句出错（${error}），策略未导入`
        : '该策略在脚本后面被删除或改名，PostgreSQL 执行完脚本后已没有它，未导入',
    });
  }
  const wrong = (note: Skipped) => lost.get(note.line)?.statement === note.statement;
  return {
    skipped: [
      ...result.skipped.filter((item) => !keptAt.has(item.line)),
      ...[...lost.values()].filter((note) =>
        result.approximations.some((a) => a.line === note.line && wrong(a)),
      ),
    ],
    approximations: [...result.approximations.filter((note) => !wrong(note)), ...notes],
  };
}

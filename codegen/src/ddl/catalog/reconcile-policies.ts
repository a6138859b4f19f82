// Row-level security and policies as PostgreSQL has them once the script ran: the catalog's flags and list are the
// truth (a policy on a table the text import could not read, one dropped later, RLS set in a DO block), the text
// import's spelling of each policy it kept stays where PostgreSQL ended with that CREATE POLICY unaltered (else the
// catalog's definition). The sandbox has none of the script's roles: a policy PostgreSQL refused only for a missing
// role is kept as written (the database the export runs on has the role).
import { sqlTableOf } from '../../model/names';
import type { Entity, Policy } from '../../model/types';
import { keptPolicyNote } from '../import/policies';
import { summarize, type Skipped } from '../import/raw';
import {
  entityHistoryKey,
  histories,
  sameStatement,
  settleNotes,
  standing,
  type Histories,
} from './reconcile-history';
import type { SandboxStatement } from './statements';

const MISSING_ROLE = /^role "[^"]*" does not exist$/;

/** What the script did to each policy, as the sandbox ran it (one refused only for a missing role counts as run). */
export function policyOutcomes(sandbox: {
  statements: SandboxStatement[];
  errors: (string | null)[];
}): Histories {
  return histories('policy', sandbox, (error) => MISSING_ROLE.test(error));
}

const policyKey = (entity: Entity, prefix: string, policy: Policy) =>
  entityHistoryKey(entity, prefix, policy.name);

/**
 * Makes `target`'s row-level security and policies the catalog's (`source`'s), but for the policies PostgreSQL
 * refused for a missing role; a policy whose standing CREATE POLICY is not the one the text import kept, or that an
 * ALTER POLICY changed, takes the catalog's definition. Returns what changed, as the fill note names it.
 */
export function fillPolicies(target: Entity, source: Entity, prefix: string, outcomes: Histories): string[] {
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
  const standingOf = (own: Policy) =>
    standing(outcomes.get(policyKey(target, prefix, own)) ?? [], 'policy', own.name);
  const roleOnly = (own: Policy) => MISSING_ROLE.test(standingOf(own)?.create.error ?? '');
  const kept = (target.policies ?? []).filter(
    (own) => theirs.some((t) => t.name === own.name) || roleOnly(own),
  );
  const gone = (target.policies ?? []).filter((own) => !kept.includes(own));
  if (gone.length) changes.push(`去掉 PostgreSQL 执行后不存在的策略 ${gone.map((p) => p.name).join('、')}`);
  const redefined: string[] = [];
  kept.forEach((own, i) => {
    const their = theirs.find((t) => t.name === own.name);
    const stands = standingOf(own);
    if (!their || (stands && !stands.altered && sameStatement(stands.definition, own.definition))) return;
    kept[i] = structuredClone(their);
    redefined.push(own.name);
  });
  if (redefined.length) changes.push(`策略 ${redefined.join('、')} 的定义（按 PostgreSQL 执行后的定义）`);
  const added = theirs.filter((policy) => !kept.some((own) => own.name === policy.name));
  kept.push(...added.map((policy) => structuredClone(policy)));
  if (added.length) changes.push(`策略 ${added.map((p) => p.name).join('、')}`);
  if (kept.length) target.policies = kept;
  else delete target.policies;
  return changes;
}

const POLICY_NOTE = /^CREATE\s+POLICY\b/i;

/**
 * The notes on the script's CREATE POLICY statements once the catalog settled which policies the model keeps: the
 * standing CREATE of a kept policy is noted as kept (with the definition kept), no longer skipped; every other one is
 * skipped, with why (PostgreSQL's error, or the text import's reason: a later DROP, a refused duplicate). An ALTER
 * POLICY PostgreSQL ran on a kept policy says its definition is the one PostgreSQL ended with.
 */
export function settlePolicyNotes(
  result: { skipped: Skipped[]; approximations: Skipped[] },
  entities: Entity[],
  prefix: string,
  outcomes: Histories,
): { skipped: Skipped[]; approximations: Skipped[] } {
  const keptOn = new Map(
    entities.flatMap((entity) =>
      (entity.policies ?? []).map((p) => [policyKey(entity, prefix, p), { entity, policy: p }] as const),
    ),
  );
  const notes = new Map<number, Skipped>();
  const lost = new Map<number, Skipped>();
  const altered = new Map<number, string>();
  for (const [key, steps] of outcomes) {
    const kept = keptOn.get(key);
    const stands = kept && standing(steps, 'policy', kept.policy.name);
    for (const step of steps) {
      if (step.kind === 'alter' && kept && stands && step.ran && step.line > stands.create.line)
        altered.set(
          step.line,
          `PostgreSQL 已执行该语句，策略 ${kept.policy.name} 已按执行后的定义导入；语句本身不进入模型`,
        );
      if (step.kind !== 'create') continue;
      if (kept && step === stands?.create) {
        notes.set(step.line, keptPolicyNote(sqlTableOf(kept.entity, prefix), kept.policy, step.line));
        continue;
      }
      const listed = result.skipped.find((item) => item.line === step.line);
      lost.set(step.line, {
        statement: listed?.statement ?? summarize(step.text),
        line: step.line,
        reason:
          step.error && !step.ran
            ? `PostgreSQL 执行该语句出错（${step.error}），策略未导入`
            : (listed?.reason ?? '该策略在脚本后面被删除或改名，PostgreSQL 执行完脚本后已没有它，未导入'),
      });
    }
  }
  return settleNotes(result, notes, lost, altered, POLICY_NOTE);
}

// PostgreSQL row-level security of the script's tables (`ALTER TABLE … ENABLE / FORCE ROW LEVEL SECURITY`) and their
// policies (`CREATE POLICY`), kept on the table they are on (Entity.rowSecurity, forceRowSecurity, policies): who may
// read which rows comes back with an exported schema. A policy on a table the import does not keep stays skipped.
import { sqlTableOf } from '../../model/names';
import { hasControlCharacter } from '../../model/problems';
import type { Entity, Model, Policy } from '../../model/types';
import {
  isPolicyDefinition,
  MAX_POLICY_DEFINITION,
  policyHead,
  policyName,
} from '../../model/validate-policies';

import { followDropOrRename, shownTable, type ScriptChange } from './drop-rename';
import { qualifiedName, type QualifiedName } from './qualified';
import { summarize, type RawSchema, type Skipped } from './raw';
import { writtenSpan } from './split';

/** A CREATE POLICY of the script: the policy as the model keeps it, its table, where it is. */
export interface ScriptPolicy {
  policy: Policy;
  table: QualifiedName;
  line: number;
  /** Why the model cannot keep it as it is, when it cannot. */
  unusable?: string;
}

/** `ALTER TABLE t ENABLE | DISABLE | FORCE | NO FORCE ROW LEVEL SECURITY` (one or several, comma-separated). */
export interface RowSecurityChange {
  table: QualifiedName;
  /** What the statement sets, in order: undefined leaves a flag as it is. */
  enabled?: boolean;
  forced?: boolean;
  line: number;
  statement: string;
}

const ACTION = String.raw`(?:ENABLE|DISABLE|FORCE|NO\s+FORCE)\s+ROW\s+LEVEL\s+SECURITY`;
// The table has one way to match, spaces around its dot or not: a long name must not make the pattern backtrack.
const ROW_SECURITY = new RegExp(
  String.raw`^\s*ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?(\S+(?:\s+\.\s*\S+|(?<=\.)\s+\S+)?)\s+(${ACTION}(?:\s*,\s*${ACTION})*)\s*(?:;\s*)?$`,
  'i',
);

/** An ALTER TABLE that only enables, disables or forces row-level security, or undefined for another statement. */
export function readRowSecurity(
  text: string,
  line: number,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
): RowSecurityChange | undefined {
  const match = ROW_SECURITY.exec(text);
  if (!match) return undefined;
  const change: RowSecurityChange = {
    table: qualifiedName(match[1], schema),
    line,
    statement: summarize(text),
  };
  for (const action of match[2].split(',')) {
    const word = action.trim().split(/\s+/)[0].toUpperCase();
    if (word === 'ENABLE' || word === 'DISABLE') change.enabled = word === 'ENABLE';
    else change.forced = word === 'FORCE';
  }
  return change;
}

/** `CREATE POLICY …` (`text` with comments blanked, `written` as the script has it), or undefined for another statement. */
export function readPolicy(
  text: string,
  line: number,
  schema: Pick<RawSchema, 'dialect' | 'searchPath'>,
  written = text,
): ScriptPolicy | undefined {
  const clean = text.trim().replace(/;\s*$/, '');
  // Comments inside stay as written, unless they keep the model from reading the policy.
  const lead = text.slice(0, text.length - text.trimStart().length);
  const kept = (lead + writtenSpan(text, written)).trim();
  const definition = kept !== clean && isPolicyDefinition(kept) ? kept : clean;
  const head = policyHead(definition);
  if (!head) return undefined;
  const unusable = !isPolicyDefinition(definition)
    ? `但它的定义超过 ${MAX_POLICY_DEFINITION} 个字符或无法完整读取，无法原样保留`
    : hasControlCharacter(policyName(head.name))
      ? '的名称含控制字符（如换行），导出的脚本无法安全写出它，请在脚本中改名后重新导入'
      : undefined;
  return {
    policy: { name: policyName(head.name), definition },
    table: qualifiedName(head.table, schema),
    line,
    ...(unusable ? { unusable } : {}),
  };
}

function entityOf(model: Model, table: QualifiedName): Entity | undefined {
  const prefix = model.project.tablePrefix ?? '';
  return model.entities.find(
    (entity) => (entity.sqlSchema ?? undefined) === table.schema && sqlTableOf(entity, prefix) === table.name,
  );
}

/** The note on a kept policy: MySQL has no row-level security. */
export function keptPolicyNote(table: string, policy: Policy, line: number): Skipped {
  return {
    statement: summarize(policy.definition),
    line,
    reason: `表 ${table} 的行级安全策略 ${policy.name} 已原样保留：PostgreSQL 建表脚本在建表后创建它（其中 TO 列出的角色须已存在）；MySQL 没有行级安全，MySQL 建表脚本不包含它`,
  };
}

/** The note on a table's row-level security: MySQL has none. */
export function rowSecurityNote(table: string, entity: Entity, line: number, statement: string): Skipped {
  const state = entity.rowSecurity
    ? `启用了行级安全${entity.forceRowSecurity ? '（对表的所有者也生效）' : ''}`
    : `${entity.forceRowSecurity ? '设置了 FORCE ROW LEVEL SECURITY，但' : ''}未启用行级安全`;
  return {
    statement,
    line,
    reason: `表 ${table} ${state}，已保留：PostgreSQL 建表脚本在建表后同样设置；MySQL 没有行级安全，MySQL 建表脚本不包含它`,
  };
}

/** Sets the entity's row-level security flags from `change` (an undefined one stays). */
export function applyRowSecurity(
  entity: Entity,
  change: Pick<RowSecurityChange, 'enabled' | 'forced'>,
): void {
  if (change.enabled === true) entity.rowSecurity = true;
  else if (change.enabled === false) delete entity.rowSecurity;
  if (change.forced === true) entity.forceRowSecurity = true;
  else if (change.forced === false) delete entity.forceRowSecurity;
}

/**
 * Follows a DROP POLICY, ALTER POLICY … RENAME TO or ALTER POLICY of a standing policy as PostgreSQL runs it; one
 * changing the policy's roles or conditions is listed, as the import cannot merge it into the definition.
 */
function followPolicyChange(
  model: Model,
  change: ScriptChange,
  standing: Map<Policy, { table: string; line: number }>,
  kept: Set<number>,
  reasons: Map<number, string>,
): void {
  const entity = entityOf(model, change.on);
  const policy = entity?.policies?.find((p) => p.name === change.name);
  const created = policy && standing.get(policy);
  if (!entity || !policy || !created) return;
  if (change.kind === 'alter') {
    reasons.set(
      change.line,
      `ALTER POLICY 修改了表 ${shownTable(change.on)} 的策略 ${policy.name} 的角色或条件，导入无法把修改并入它的定义：模型保留第 ${created.line} 行 CREATE POLICY 的原定义。请把修改写进 CREATE POLICY 后重新导入`,
    );
    return;
  }
  const policies = followDropOrRename(entity.policies!, policy, change, standing, kept, reasons);
  if (policies) entity.policies = policies;
  else delete entity.policies;
}

/**
 * Puts each usable policy on the entity of its table and each row-level security change on its entity, named in
 * `approximations` (the MySQL DDL leaves them out); the others stay in `skipped`, saying why. `policies` are in script
 * order with what the script later does to them (DROP, RENAME TO, ALTER), followed as PostgreSQL runs them.
 */
export function keepPolicies(
  result: { model: Model; skipped: Skipped[]; approximations: Skipped[] },
  policies: (ScriptPolicy | ScriptChange)[],
  changes: RowSecurityChange[],
): void {
  const kept = new Set<number>();
  const reasons = new Map<number, string>();
  // The policies standing as the script goes, each with its table and the line of its CREATE POLICY.
  const standing = new Map<Policy, { table: string; line: number }>();
  for (const item of policies) {
    if ('kind' in item) {
      followPolicyChange(result.model, item, standing, kept, reasons);
      continue;
    }
    const { policy, table, line, unusable } = item;
    const entity = entityOf(result.model, table);
    if (!entity) {
      reasons.set(
        line,
        `策略 ${policy.name} 所在的表 ${shownTable(table)} 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），该策略已忽略`,
      );
      continue;
    }
    if (unusable) {
      // eslint-disable-next-line no-control-regex
      const shown = policy.name.replace(/[\u0000-\u001f\u007f]/g, '?');
      reasons.set(line, `表 ${shownTable(table)} 的行级安全策略 ${shown}${unusable}，已忽略`);
      continue;
    }
    const same = entity.policies?.find((p) => p.name === policy.name);
    if (same) {
      reasons.set(
        line,
        `表 ${shownTable(table)} 已有同名策略 ${policy.name}（第 ${standing.get(same)?.line} 行创建），PostgreSQL 不执行这条 CREATE POLICY（同名策略已存在），已忽略；要换掉它，请先 DROP POLICY 或改用 ALTER POLICY`,
      );
      continue;
    }
    kept.add(line);
    entity.policies = [...(entity.policies ?? []), policy];
    standing.set(policy, { table: table.name, line });
  }
  const notes = [...standing].map(([policy, { table, line }]) => keptPolicyNote(table, policy, line));
  result.approximations.push(...notes.sort((a, b) => a.line - b.line));
  for (const change of changes) {
    const entity = entityOf(result.model, change.table);
    if (!entity) {
      result.skipped.push({
        statement: change.statement,
        line: change.line,
        reason: `表 ${shownTable(change.table)} 没有作为数据表导入（视图、分区、被忽略的表或脚本中没有的表），其行级安全设置已忽略`,
      });
      continue;
    }
    applyRowSecurity(entity, change);
    result.approximations.push(rowSecurityNote(change.table.name, entity, change.line, change.statement));
  }
  result.skipped = result.skipped.flatMap((item) => {
    if (kept.has(item.line)) return [];
    const reason = reasons.get(item.line);
    return [reason ? { ...item, reason } : item];
  });
}

// PostgreSQL row-level security of a table and its policies, as the PostgreSQL DDL writes them: each policy one whole
// CREATE POLICY statement on the entity's own table, so an export never runs something else.
import type { DatabaseTable } from './names';
import { controlCharacterMessage, forEachListed, hasControlCharacter, type Problems } from './problems';
import type { Entity, Policy } from './types';
import {
  isOn,
  masked,
  moveOnTable,
  type ProjectNaming,
  type TableNaming,
  triggerHead,
  triggerName,
  triggerTable,
} from './validate-triggers';

export const MAX_POLICY_DEFINITION = 10_000;

/** The policy's name and its table as written in its definition (quotes kept), or undefined for another statement. */
export const policyHead = (definition: string) => triggerHead(definition, 'policy');

/** The policy's name as PostgreSQL keeps it (`"Own rows"` → Own rows, `own_rows` → own_rows). */
export const policyName = (written: string) => triggerName(written, 'policy');

/** One whole `CREATE POLICY name ON table …` statement, no `;` outside its strings, no dollar quoting. */
export function isPolicyDefinition(definition: unknown): definition is string {
  if (typeof definition !== 'string' || definition.length > MAX_POLICY_DEFINITION) return false;
  if (!policyHead(definition)) return false;
  const outside = masked(definition);
  return !outside.includes(';') && !/\$\w*\$/.test(outside);
}

/** The entity's policies once its table in the database moves (see moveTriggersTable). */
export function movePoliciesTable(
  before: TableNaming & Pick<Entity, 'policies'>,
  after: TableNaming,
  project: ProjectNaming,
  projectAfter: ProjectNaming = project,
): Policy[] | undefined {
  return moveOnTable(before.policies, () => 'policy', before, after, project, projectAfter);
}

const POLICY_ITEM = { label: '行级安全策略', shape: '{ name, definition }' };

/** The entity's row-level security flags and each policy, on `own` (the entity's table as the DDL creates it). */
export function validatePolicies(
  entity: Record<string, unknown>,
  path: string,
  own: DatabaseTable,
  problems: Problems,
): void {
  for (const flag of ['rowSecurity', 'forceRowSecurity'] as const) {
    const value = entity[flag];
    if (value !== undefined && value !== null && value !== true)
      problems.add(`${path}.${flag}`, `${flag} 只能是 true 或不填`);
  }
  const seen = new Set<string>();
  forEachListed(entity.policies, `${path}.policies`, POLICY_ITEM, problems, (policy, at) => {
    const { name, definition } = policy;
    if (!isPolicyDefinition(definition)) {
      problems.add(
        `${at}.definition`,
        `策略定义应是一整条 PostgreSQL 的 CREATE POLICY 名称 ON 表 … 语句（不超过 ${MAX_POLICY_DEFINITION} 个字符，不带结尾分号），后面不能再有其他语句`,
      );
      return;
    }
    const written = policyName(policyHead(definition)!.name);
    if (name !== written)
      problems.add(
        `${at}.name`,
        `策略名「${String(name ?? '')}」应与定义中 POLICY 之后的名称「${written}」一致`,
      );
    else if (hasControlCharacter(written))
      problems.add(`${at}.name`, controlCharacterMessage('策略名', written));
    else if (seen.has(written))
      problems.add(`${at}.name`, `策略 ${written} 在同一张表上重复，请删去或改名一个`);
    else seen.add(written);
    // PostgreSQL creates the policy on the table its ON names: another one (the entity's table renamed) fails the export.
    const on = triggerTable(definition, 'policy');
    if (on && !isOn(on, own, 'policy')) {
      const table = `${on.schema ? `${own.schema ?? 'public'}.` : ''}${own.table}`;
      problems.add(
        `${at}.definition`,
        `策略 ${written} 建在表 ${on.schema ? `${on.schema}.` : ''}${on.table} 上，而它所属实体的表是 ${table}：请把定义中 ON 之后的表名改为 ${table}`,
      );
    }
  });
}

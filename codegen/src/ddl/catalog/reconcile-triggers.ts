// Triggers as PostgreSQL has them once the script ran: the catalog's list is the truth (a trigger on a table the text
// import could not read, a state set by ALTER TABLE … DISABLE TRIGGER, one dropped later or never created), the text
// import's spelling of each one it kept stays where it is the CREATE TRIGGER PostgreSQL ended with (else the catalog's).
import { sqlTableOf } from '../../model/names';
import type { Entity, Trigger } from '../../model/types';
import { summarize, type Skipped } from '../import/raw';
import { keptTriggerNote } from '../import/triggers';
import { entityHistoryKey, histories, sameStatement, settleNotes, standing } from './reconcile-history';
import type { SandboxStatement } from './statements';

const same = (a: Trigger, b: Trigger) => a.name === b.name;

type Sandbox = { statements: SandboxStatement[]; errors: (string | null)[] };

/**
 * Makes `target`'s PostgreSQL triggers the catalog's (`source`'s): adds those it lacks, takes their enabled state,
 * drops those PostgreSQL does not have, and takes the catalog's definition of one whose standing CREATE TRIGGER is not
 * the one the text import kept. Returns what changed, as the fill note names it.
 */
export function fillTriggers(target: Entity, source: Entity, prefix: string, sandbox: Sandbox): string[] {
  const changes: string[] = [];
  const theirs = source.triggers ?? [];
  const kept = (target.triggers ?? []).filter(
    (own) => own.dialect !== 'postgresql' || theirs.some((t) => same(t, own)),
  );
  const gone = (target.triggers ?? []).filter((own) => !kept.includes(own));
  if (gone.length) changes.push(`去掉 PostgreSQL 执行后不存在的触发器 ${gone.map((t) => t.name).join('、')}`);
  const all = histories('trigger', sandbox);
  const added: string[] = [];
  const states: string[] = [];
  const redefined: string[] = [];
  for (const trigger of theirs) {
    const at = kept.findIndex((t) => same(t, trigger));
    if (at < 0) {
      kept.push(structuredClone(trigger));
      added.push(trigger.name);
      continue;
    }
    const own = kept[at];
    const steps = all.get(entityHistoryKey(target, prefix, own.name)) ?? [];
    const stands = standing(steps, 'trigger', own.name);
    if (!stands || !sameStatement(stands.definition, own.definition)) {
      kept[at] = structuredClone(trigger);
      redefined.push(trigger.name);
    } else if (Boolean(own.disabled) !== Boolean(trigger.disabled)) {
      if (trigger.disabled) own.disabled = true;
      else delete own.disabled;
      states.push(trigger.name);
    }
  }
  if (added.length) changes.push(`触发器 ${added.join('、')}`);
  if (redefined.length) changes.push(`触发器 ${redefined.join('、')} 的定义（按 PostgreSQL 执行后的定义）`);
  if (states.length) changes.push(`触发器 ${states.join('、')} 的启用状态`);
  if (kept.length) target.triggers = kept;
  else delete target.triggers;
  return changes;
}

const TRIGGER_NOTE = /^CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\b/i;

/**
 * The notes on the script's CREATE TRIGGER statements, once the catalog settled which triggers the model keeps: the
 * standing CREATE of a kept one is noted as kept (its table may have come from the catalog), no longer skipped; every
 * other one is skipped, with why (PostgreSQL's error, such as a duplicate name, or a later DROP or replacement).
 */
export function settleTriggerNotes(
  result: { skipped: Skipped[]; approximations: Skipped[] },
  entities: Entity[],
  prefix: string,
  sandbox: Sandbox,
): { skipped: Skipped[]; approximations: Skipped[] } {
  const keptOn = new Map(
    entities.flatMap((entity) =>
      (entity.triggers ?? []).map(
        (t) => [entityHistoryKey(entity, prefix, t.name), { entity, trigger: t }] as const,
      ),
    ),
  );
  const notes = new Map<number, Skipped>();
  const lost = new Map<number, Skipped>();
  for (const [key, steps] of histories('trigger', sandbox)) {
    const kept = keptOn.get(key);
    const stands = kept && standing(steps, 'trigger', kept.trigger.name);
    for (const step of steps) {
      if (step.kind !== 'create') continue;
      if (kept && step === stands?.create) {
        notes.set(step.line, keptTriggerNote(sqlTableOf(kept.entity, prefix), kept.trigger, step.line));
        continue;
      }
      const listed = result.skipped.find((item) => item.line === step.line);
      lost.set(step.line, {
        statement: listed?.statement ?? summarize(step.text),
        line: step.line,
        reason: step.error
          ? `PostgreSQL 执行该语句出错（${step.error}），触发器未导入`
          : (listed?.reason ?? '该触发器在脚本后面被删除或替换，PostgreSQL 执行完脚本后已没有它，未导入'),
      });
    }
  }
  return settleNotes(result, notes, lost, new Map(), TRIGGER_NOTE);
}

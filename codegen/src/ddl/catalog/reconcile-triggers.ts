// Triggers as PostgreSQL has them once the script ran: the catalog's list is the truth (a trigger on a table the text
// import could not read, a state set by ALTER TABLE … DISABLE TRIGGER, one dropped later or never created), the text
// import's spelling of each one it kept stays.
import { sqlTableOf } from '../../model/names';
import type { Entity, Trigger } from '../../model/types';
import { triggerHead, triggerName } from '../../model/validate-triggers';
import { nameParts } from '../import/qualified';
import { summarize, type Skipped } from '../import/raw';
import { keptTriggerNote } from '../import/triggers';
import type { SandboxStatement } from './statements';

const same = (a: Trigger, b: Trigger) => a.name === b.name;

/**
 * Makes `target`'s PostgreSQL triggers the catalog's (`source`'s): adds those it lacks, takes their enabled state,
 * drops those PostgreSQL does not have. Returns what changed, as the fill note names it.
 */
export function fillTriggers(target: Entity, source: Entity): string[] {
  const changes: string[] = [];
  const theirs = source.triggers ?? [];
  const kept = (target.triggers ?? []).filter(
    (own) => own.dialect !== 'postgresql' || theirs.some((t) => same(t, own)),
  );
  const gone = (target.triggers ?? []).filter((own) => !kept.includes(own));
  if (gone.length) changes.push(`去掉 PostgreSQL 执行后不存在的触发器 ${gone.map((t) => t.name).join('、')}`);
  const added: string[] = [];
  const states: string[] = [];
  for (const trigger of theirs) {
    const own = kept.find((t) => same(t, trigger));
    if (!own) {
      kept.push(structuredClone(trigger));
      added.push(trigger.name);
    } else if (Boolean(own.disabled) !== Boolean(trigger.disabled)) {
      if (trigger.disabled) own.disabled = true;
      else delete own.disabled;
      states.push(trigger.name);
    }
  }
  if (added.length) changes.push(`触发器 ${added.join('、')}`);
  if (states.length) changes.push(`触发器 ${states.join('、')} 的启用状态`);
  if (kept.length) target.triggers = kept;
  else delete target.triggers;
  return changes;
}

/**
 * The notes on the script's CREATE TRIGGER statements, once the catalog settled which triggers the model keeps: one
 * kept is no longer skipped (its table came from the catalog); one the text import kept but PostgreSQL does not have
 * is skipped, with why, instead of noted as kept.
 */
export function settleTriggerNotes(
  result: { skipped: Skipped[]; approximations: Skipped[] },
  entities: Entity[],
  prefix: string,
  sandbox: { statements: SandboxStatement[]; errors: (string | null)[] },
): { skipped: Skipped[]; approximations: Skipped[] } {
  const keptOn = new Map(
    entities.flatMap((entity) =>
      (entity.triggers ?? []).map((t) => [JSON.stringify([sqlTableOf(entity, prefix), t.name]), t] as const),
    ),
  );
  const keptAt = new Set<number>();
  const noted = new Set(result.approximations.map((note) => note.line));
  const notes: Skipped[] = [];
  const lost = new Map<number, Skipped>();
  sandbox.statements.forEach((statement, i) => {
    const head = triggerHead(statement.text, 'postgresql');
    if (!head) return;
    const table = nameParts(head.table, 'postgresql').pop() ?? '';
    const kept = keptOn.get(JSON.stringify([table, triggerName(head.name, 'postgresql')]));
    if (kept) {
      keptAt.add(statement.line);
      // Its table came from the catalog: the text import did not say it keeps it.
      if (!noted.has(statement.line)) notes.push(keptTriggerNote(table, kept, statement.line));
      return;
    }
    const error = sandbox.errors[i];
    lost.set(statement.line, {
      statement: summarize(statement.text),
      line: statement.line,
      reason: error
        ? `PostgreSQL 执行该语句出错（${error}），触发器未导入`
        : '该触发器在脚本后面被删除或替换，PostgreSQL 执行完脚本后已没有它，未导入',
    });
  });
  const noteOf = (line: number) =>
    result.approximations.find((a) => a.line === line && a.statement === lost.get(line)?.statement);
  const dropped = [...lost.values()].filter((note) => noteOf(note.line));
  const approximations = [
    ...result.approximations.filter((note) => !dropped.some((d) => noteOf(d.line) === note)),
    ...notes,
  ];
  const skipped = [...result.skipped.filter((item) => !keptAt.has(item.line)), ...dropped];
  return { skipped, approximations };
}

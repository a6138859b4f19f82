// The nine official sets of the codegen package (PRODUCT.md §7), kept in the database by the system: inserted at
// the first start, brought up to date (version + 1) when a release changes them, never owned by anyone.
import crypto from 'node:crypto';
import { officialSets, type TemplateSet as CodegenSet } from '@modelsmith/codegen';
import type { Db } from '../db/client';
import { filesOfSet } from '../generation/template-files';
import { insertTemplateSetIfAbsent, lockVersionByKey, updateTemplateSet } from '../repositories/templates';

/** What the row of a codegen set holds, and the fingerprint that tells whether a stored row is current. */
function rowOf(set: CodegenSet) {
  const content = {
    name: set.name,
    description: set.description,
    language: set.language,
    tags: set.tags,
    files: filesOfSet(set),
  };
  const fingerprint = crypto.createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16);
  return { ...content, sourceVersion: `${set.version}+${fingerprint}` };
}

/**
 * Inserts or updates every official set; answers how many rows changed. A start that finds them current reads
 * only their versions. Safe with replicas starting at once: the row lock orders updates, the unique key inserts.
 */
export async function seedOfficialSets(db: Db, now: Date): Promise<number> {
  let changed = 0;
  for (const set of officialSets) {
    const wanted = rowOf(set);
    changed += await db.transaction(async (tx) => {
      const stored = await lockVersionByKey(tx, set.id);
      if (!stored) {
        const row = { key: set.id, ownerId: null, official: true, visibility: 'PUBLIC' as const, ...wanted };
        return (await insertTemplateSetIfAbsent(tx, { ...row, createdAt: now, updatedAt: now })) ? 1 : 0;
      }
      if (stored.sourceVersion === wanted.sourceVersion) return 0;
      await updateTemplateSet(tx, stored.id, { ...wanted, version: stored.version + 1 }, now);
      return 1;
    });
  }
  return changed;
}

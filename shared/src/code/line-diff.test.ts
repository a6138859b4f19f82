import { lineDiff } from './line-diff';

/** The 1-based lines of `text` that a change touches (insertions in the new text). */
function changedLines(text: string, changes: readonly { fromB: number; toB: number }[]): number[] {
  const lineAt = (pos: number) => text.slice(0, pos).split('\n').length;
  const lines = new Set<number>();
  for (const change of changes) {
    if (change.toB === change.fromB) continue;
    for (let line = lineAt(change.fromB); line <= lineAt(Math.max(change.fromB, change.toB - 1)); line += 1)
      lines.add(line);
  }
  return [...lines].sort((x, y) => x - y);
}

const before = [
  'const customerFields = {',
  '  /** 联系电话 */',
  "  phone: z.string({ error: '联系电话必须是文本' }).nullable(),",
  '  /** 是否会员 */',
  '  vip: z.boolean(),',
  '};',
  'export const CustomerSchema = z.object({',
  '  phone: customerFields.phone,',
  '  vip: customerFields.vip,',
  '});',
  'export const CustomerSearchSchema = z.object({',
  '  /** 联系电话（包含这段文字） */',
  '  phone: z.string().optional(),',
  '  /** 是否会员 */',
  '  vip: customerFields.vip.optional(),',
  '});',
  '',
].join('\n');
const after = before.replaceAll('联系电话', '手机号码');

test('marks exactly the lines that changed, and the changed characters inside them', () => {
  const changes = lineDiff(before, after);
  expect(changedLines(after, changes)).toEqual([2, 3, 12]);
  for (const change of changes) expect(after.slice(change.fromB, change.toB)).toMatch(/^[手机号码]+$/);
});

test('adds and removes whole lines, at the start, in the middle and at the end without a final newline', () => {
  const a = 'one\ntwo\nthree';
  const b = 'zero\none\nthree\nfour';
  const changes = lineDiff(a, b);
  // `three` gained a line end (as git's "no newline at end of file"), so its line counts as changed too.
  expect(changedLines(b, changes)).toEqual([1, 3, 4]);
  expect(changes.filter((c) => c.toB > c.fromB).map((c) => b.slice(c.fromB, c.toB))).toEqual([
    'zero\n',
    '\nfour',
  ]);
  const removed = changes.filter((c) => c.toA > c.fromA).map((c) => a.slice(c.fromA, c.toA));
  expect(removed.join('')).toContain('two');
  expect(lineDiff('same\n', 'same\n')).toEqual([]);
  expect(changedLines('new\n', lineDiff('', 'new\n'))).toEqual([1]);
});

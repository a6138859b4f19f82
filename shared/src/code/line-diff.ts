// The diff the diff view shows: which lines changed is decided line by line (the longest common subsequence of
// whole lines), then the characters that changed are marked inside those lines only. A character diff over the
// whole file (CodeMirror's default) may pair similar text across lines and show an unchanged line as changed.
import { Change, diff } from '@codemirror/merge';

/** Lines with their line ends, and where each starts in the text. */
function linesOf(text: string): { lines: string[]; starts: number[] } {
  const lines = text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length;
  }
  starts.push(at);
  return { lines, starts };
}

/** Above this many line pairs between the common head and tail, the changed middle is one block. */
const MAX_CELLS = 4_000_000;

/** Pairs of equal line indexes [i in a, j in b], in order: the longest common subsequence of `a` and `b`. */
function commonLines(a: string[], b: string[]): [number, number][] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  const pairs: [number, number][] = [];
  for (let i = 0; i < head; i += 1) pairs.push([i, i]);
  const n = a.length - head - tail;
  const m = b.length - head - tail;
  if (n > 0 && m > 0 && n * m <= MAX_CELLS) {
    // lengths[i][j]: LCS length of a[head+i…] and b[head+j…], filled from the end.
    const lengths = Array.from({ length: n + 1 }, () => new Uint32Array(m + 1));
    for (let i = n - 1; i >= 0; i -= 1)
      for (let j = m - 1; j >= 0; j -= 1)
        lengths[i][j] =
          a[head + i] === b[head + j]
            ? lengths[i + 1][j + 1] + 1
            : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < n && j < m) {
      if (a[head + i] === b[head + j]) {
        pairs.push([head + i, head + j]);
        i += 1;
        j += 1;
      } else if (lengths[i + 1][j] >= lengths[i][j + 1]) i += 1;
      else j += 1;
    }
  }
  for (let k = tail; k > 0; k -= 1) pairs.push([a.length - k, b.length - k]);
  return pairs;
}

/** CodeMirror merge's `diffConfig.override`: changes confined to the lines that changed. */
export function lineDiff(a: string, b: string): readonly Change[] {
  const left = linesOf(a);
  const right = linesOf(b);
  const changes: Change[] = [];
  let i = 0;
  let j = 0;
  const block = (toI: number, toJ: number) => {
    if (toI === i && toJ === j) return;
    const fromA = left.starts[i];
    const fromB = right.starts[j];
    const inner = diff(a.slice(fromA, left.starts[toI]), b.slice(fromB, right.starts[toJ]));
    for (const c of inner)
      changes.push(new Change(fromA + c.fromA, fromA + c.toA, fromB + c.fromB, fromB + c.toB));
  };
  for (const [pi, pj] of commonLines(left.lines, right.lines)) {
    block(pi, pj);
    i = pi + 1;
    j = pj + 1;
  }
  block(left.lines.length, right.lines.length);
  return changes;
}

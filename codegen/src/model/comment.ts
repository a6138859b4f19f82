// A database comment and the model's label + comment: how an imported comment is split into a short label for
// UIs, and which text the DDL writes back, so that an imported comment returns byte for byte.

/** What ends a comment's label: `：，,；;（(。`, a newline, or an ASCII colon that does not start a URL or a path. */
const LABEL_END = /[：，,；;（(。\n]|:(?![/\\])/;
const MAX_LABEL = 40;

/**
 * A Chinese comment like `订单状态：0->待付款；1->待发货` gives label `订单状态` and the rest `0->待付款；1->待发货`
 * (`标题（不超过200字）` gives `标题` and `不超过200字`); a comment without such a label gives only `comment`.
 */
export function splitComment(comment: string | undefined): { label?: string; comment?: string } {
  const text = comment?.trim();
  if (!text) return {};
  const label = text.split(LABEL_END)[0].trim();
  if (!label || label.length > MAX_LABEL) return { comment: text };
  const rest = text
    .slice(label.length)
    .replace(/^[\s：:，,；;。]+/, '')
    .trim();
  const inBrackets = /^[（(]([^（()）]*)[）)]$/.exec(rest);
  const note = (inBrackets ? inBrackets[1] : rest).trim();
  return note ? { label, comment: note } : { label };
}

/**
 * The model's label and comment of an imported comment: the label cut from it, the comment the whole text as the
 * database has it (not only its rest), so the export writes it back unchanged (see sqlCommentOf). A comment that is
 * exactly its label stays a label (one ending in `，` `。` or a blank keeps its whole text, the ending included); one
 * equal to the column's or table's own name (`id COMMENT 'id'`) is kept as the comment too, since a label equal to
 * the name is taken for a placeholder the export does not write.
 */
export function importedComment(
  comment: string | undefined,
  sqlName: string,
): { label?: string; comment?: string } {
  const { label, comment: rest } = splitComment(comment);
  if (!label) return rest ? { comment: comment! } : {};
  return rest || label === sqlName || comment !== label ? { label, comment: comment! } : { label };
}

/** True when `comment` is the whole comment `label` was cut from (an import), not a note to put after it. */
function startsWithLabel(label: string, comment: string): boolean {
  const text = comment.trimStart();
  if (!text.startsWith(label)) return false;
  const after = text.slice(label.length);
  return after.trim() === '' || new RegExp(`^\\s*(?:${LABEL_END.source})`).test(after);
}

/**
 * The comment the DDL writes on a column or table: the model's comment as it is when it begins with the label
 * (an imported comment) or has no label, else `label：comment`, else the label unless it only repeats the column's
 * or table's own name (a placeholder); '' = no comment.
 */
export function sqlCommentOf(
  label: string | undefined,
  comment: string | undefined,
  names: string[],
): string {
  if (comment) return !label || startsWithLabel(label, comment) ? comment : `${label}：${comment}`;
  return label && !names.includes(label) ? label : '';
}

/** The comment after its label, for code comments that print `label：comment` (the whole comment when it has no such label). */
export function commentAfterLabel(label: string | undefined, comment: string | undefined): string {
  if (!comment) return '';
  if (!label || !startsWithLabel(label, comment)) return comment;
  return splitComment(comment).comment ?? '';
}

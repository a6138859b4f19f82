// Reads the codes a status-style column comment lists (`状态（0正常 1停用）`, `0=男,1=女`, `1-启用 2-禁用`,
// `订单状态：0->待付款；1->待发货`) as labelled values. Only a comment that is nothing but such a list counts,
// so `积分：每消费1元得1分` or `标题（不超过200字）` give nothing.
import type { EnumValue } from '../../model/types';

/** One `code separator label` pair: the code is a number or a short upper-case letter code (1 to 3 letters). */
const PAIR =
  /^\s*(-?\d{1,9}|[A-Z]{1,3})\s*(->|=>|=|：|:|-|—|\.|、|\s)?\s*([^\s,，;；、/|。.()（）:：=-][^\s,，;；、/|。()（）:：=]{0,19})\s*(?:[,，;；、/|。]\s*)?/;
/** A single pair is only a code list when it reads as a yes/no flag, e.g. `是否主键（1是）`. */
const FLAG_LABEL = /^(是|否|有|无|启用|停用|禁用|正常|删除|已删除|未删除|显示|隐藏|开启|关闭)$/;
const MAX_CODES = 50;

/**
 * The codes a column comment lists, or undefined. Tried on the whole comment (`0=男,1=女`), on its note after
 * the label (`状态（0正常 1停用）` → `0正常 1停用`, as splitComment cuts it) and after a label ended by a space
 * (`状态 0:正常 1:禁用`).
 */
export function commentCodes(comment: string | undefined, note: string | undefined): EnumValue[] | undefined {
  const text = comment?.trim() ?? '';
  for (const candidate of [text, note, text.replace(/^[^\s\d]+\s+/, '')]) {
    const codes = codeList(candidate);
    if (codes) return codes;
  }
  return undefined;
}

function codeList(note: string | undefined): EnumValue[] | undefined {
  let rest = note?.trim() ?? '';
  if (rest === '') return undefined;
  const values: EnumValue[] = [];
  while (rest !== '') {
    const match = PAIR.exec(rest);
    if (!match || match[0].length === 0) return undefined;
    // `Yes` is a word, not the code `Y` labelled `es`: a letter code needs a separator before a Latin label.
    if (/^[A-Z]/.test(match[1]) && !match[2] && /^[A-Za-z]/.test(match[3])) return undefined;
    // Without a separator a digit would run two pairs together (`0正常1停用`), so only `0->1级` may have one.
    if (!match[2] && /\d/.test(match[3])) return undefined;
    values.push({ value: match[1], label: match[3] });
    rest = rest.slice(match[0].length);
    if (values.length > MAX_CODES) return undefined;
  }
  if (new Set(values.map((v) => v.value)).size !== values.length) return undefined;
  if (values.length === 1 && !FLAG_LABEL.test(values[0].label ?? '')) return undefined;
  return values;
}

// Calendar readings in China time (UTC+8, no daylight saving): order numbers, "this month", dates in messages.
const OFFSET_MS = 8 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The China-time calendar fields of an instant, and a compact yyyyMMddHHmmss stamp. */
export function chinaDate(instant: Date) {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  const year = shifted.getUTCFullYear();
  const month = shifted.getUTCMonth();
  const day = shifted.getUTCDate();
  const stamp =
    `${year}${pad(month + 1)}${pad(day)}` +
    `${pad(shifted.getUTCHours())}${pad(shifted.getUTCMinutes())}${pad(shifted.getUTCSeconds())}`;
  return { year, month, day, stamp };
}

/** 2026-11-24, in China time. */
export function formatChinaDate(instant: Date): string {
  const { year, month, day } = chinaDate(instant);
  return `${year}-${pad(month + 1)}-${pad(day)}`;
}

/** The instant the China-time month of `instant` began. */
export function chinaMonthStart(instant: Date): Date {
  const { year, month } = chinaDate(instant);
  return new Date(Date.UTC(year, month, 1) - OFFSET_MS);
}

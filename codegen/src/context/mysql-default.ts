// A date, datetime or time default as MySQL reads it. PostgreSQL reads many more forms ('January 8, 1999',
// '1999-01-08 04:05:06 -8:00', 'epoch') and MySQL refuses them (ERROR 1067): the MySQL DDL writes the same date or
// instant in ISO form, or no default at all when there is none (a date MySQL cannot hold, 'now()' which PostgreSQL
// reads once, when it creates the table).
import type { FieldType } from '../model/types';

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** A month by its name or PostgreSQL's three-letter abbreviation (`Jan`, `Sept.`): its number, 1 to 12. */
function monthOf(token: string): number | undefined {
  const word = token.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex(
    (m) => m === word || m.slice(0, 3) === word || (m === 'september' && word === 'sept'),
  );
  return index < 0 ? undefined : index + 1;
}
/** The zone abbreviations of PostgreSQL's default set a real schema writes, in minutes east of UTC. */
const ZONES: Record<string, number> = {
  z: 0,
  utc: 0,
  gmt: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
};
const OFFSET = /^([+-])(\d{1,2})(?::?(\d{2}))?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?$/;
/** `1999-01-08`, or ISO 8601's basic form `19990108`. */
const ISO_DATE = /^(\d{4})(?:-(\d{1,2})-(\d{1,2})|(\d{2})(\d{2}))$/;

interface Parts {
  date?: { year: number; month: number; day: number };
  time?: { hour: number; minute: number; second: number; fraction: string };
  /** Minutes east of UTC; undefined = no zone written; null = a zone this reader does not know. */
  zone?: number | null;
}

function zoneOf(token: string): number | null | undefined {
  const named = ZONES[token.toLowerCase()];
  if (named !== undefined) return named;
  const offset = OFFSET.exec(token);
  if (offset) return (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3] ?? 0));
  return /^[a-z]+$/i.test(token) ? null : undefined;
}

/** The parts of a PostgreSQL date / time input in an unambiguous form (ISO, or the month by name); null otherwise. */
function partsOf(text: string): Parts | null {
  // `1999-01-08T04:05:06`, `04:05:06-08:00`, `04:05:06 -8:00`: the date, time and zone as separate tokens.
  const tokens = text
    .trim()
    .replace(/^(\d{4}-\d{1,2}-\d{1,2})T/i, '$1 ')
    .replace(/(:\d{2}(?:\.\d+)?)([+-]\d)/, '$1 $2')
    .replace(/(\d)(Z)$/i, '$1 $2')
    .split(/[\s,]+/)
    .filter(Boolean);
  const parts: Parts = {};
  let month: number | undefined;
  let day: number | undefined;
  let year: number | undefined;
  for (const token of tokens) {
    const iso = ISO_DATE.exec(token);
    const time = TIME.exec(token);
    const named = monthOf(token);
    if (iso && !parts.date && month === undefined) {
      parts.date = { year: Number(iso[1]), month: Number(iso[2] ?? iso[4]), day: Number(iso[3] ?? iso[5]) };
    } else if (time && !parts.time) {
      parts.time = {
        hour: Number(time[1]),
        minute: Number(time[2]),
        second: Number(time[3] ?? 0),
        fraction: (time[4] ?? '').replace(/0+$/, ''),
      };
    } else if (/^\d{4}$/.test(token) && year === undefined && !parts.date) year = Number(token);
    else if (/^\d{1,2}$/.test(token) && day === undefined && !parts.date) day = Number(token);
    else if (named !== undefined && month === undefined && !parts.date) month = named;
    // A date before Christ: MySQL has none.
    else if (/^bc$/i.test(token)) return null;
    else if (parts.zone === undefined && zoneOf(token) !== undefined) parts.zone = zoneOf(token);
    else return null;
  }
  if (month !== undefined || day !== undefined || year !== undefined) {
    if (month === undefined || day === undefined || year === undefined) return null;
    parts.date = { year, month, day };
  }
  return parts;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A date MySQL's DATE and DATETIME hold (1000-01-01 to 9999-12-31) that exists in the calendar. */
function realDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1000 &&
    year <= 9999 &&
    d.getUTCFullYear() === year &&
    d.getUTCMonth() === month - 1 &&
    d.getUTCDate() === day
  );
}

/** The fractional-second digits a MySQL type keeps: `DATETIME(3)` → 3, `DATETIME` → 0. */
const fspOf = (mysqlType: string) => Number(/\(\s*(\d)\s*\)/.exec(mysqlType)?.[1] ?? 0);

/**
 * `value`, a literal default of a date, datetime or time field, as MySQL reads it (unquoted): `1999-01-08`,
 * `1999-01-08 12:05:06.789`, `04:05:06`. A timestamp with time zone is the same instant in UTC (MySQL's DATETIME has no
 * zone); a zone on a value without one is ignored, as PostgreSQL ignores it. Null when MySQL has no same value: text
 * this reader cannot take exactly, 'now' / 'today' (read once by PostgreSQL), a date out of MySQL's range, more
 * fractional digits than the MySQL type keeps.
 */
export function mysqlTemporalDefault(
  type: FieldType,
  withTimeZone: boolean,
  value: string | number | boolean,
  mysqlType: string,
): string | null {
  if (type !== 'date' && type !== 'datetime' && type !== 'time') return null;
  const text = String(value)
    .trim()
    .replace(/^'(.*)'$/s, '$1')
    .trim();
  const word = text.toLowerCase();
  if (word === 'epoch' && type !== 'time') return type === 'date' ? '1970-01-01' : '1970-01-01 00:00:00';
  if (word === 'allballs' && type === 'time') return '00:00:00';
  const parts = partsOf(text);
  if (!parts) return null;
  const { date, time, zone } = parts;
  if (
    time &&
    (time.hour > 23 || time.minute > 59 || time.second > 59 || time.fraction.length > fspOf(mysqlType))
  )
    return null;
  const clock = (t: NonNullable<Parts['time']>) =>
    `${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}${t.fraction ? `.${t.fraction}` : ''}`;
  if (type === 'time') {
    // A time with its zone has no one instant without a date: MySQL's TIME gets none.
    if (date || !time || (withTimeZone && zone !== undefined)) return null;
    return clock(time);
  }
  if (!date || !realDate(date.year, date.month, date.day)) return null;
  const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
  if (type === 'date') return day;
  const at = time ?? { hour: 0, minute: 0, second: 0, fraction: '' };
  if (!withTimeZone || zone === undefined || zone === 0) return `${day} ${clock(at)}`;
  if (zone === null) return null;
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day, at.hour, at.minute - zone, at.second));
  const [y, m, d] = [utc.getUTCFullYear(), utc.getUTCMonth() + 1, utc.getUTCDate()];
  if (!realDate(y, m, d)) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)} ${clock({ hour: utc.getUTCHours(), minute: utc.getUTCMinutes(), second: utc.getUTCSeconds(), fraction: at.fraction })}`;
}

/*
 * Deadlines are calendar days. A day-only text ('2027-01-15') means 00:00 UTC
 * of that day, and all calendar arithmetic runs in UTC, so a rule gives the
 * same answer on a server in London and a laptop in Monterrey.
 */

import { type Locale, perLocale } from '../i18n/locale';

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
] as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/i;
const DAY_MONTH_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+)\.?,?[\s-]+(\d{4})$/i;
const MONTH_DAY_YEAR = /^([a-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i;
const NUMERIC_DAY_MONTH_YEAR = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function monthNumber(name: string): number | null {
  const word = name.toLowerCase();
  if (word.length < 3) return null;
  const index = MONTHS.findIndex((month) =>
    word === 'sept' ? month === 'september' : month === word || month.slice(0, 3) === word,
  );
  return index === -1 ? null : index + 1;
}

function utcDay(year: number, month: number, day: number): Date | null {
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month - 1)) return null;
  return new Date(Date.UTC(year, month - 1, day));
}

function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/**
 * Reads a deadline text, or null when it is not a date. Accepts ISO days
 * ('2027-01-15'), ISO date-times (UTC unless they carry an offset),
 * '15 January 2027', '15th Jan 2027', 'January 15, 2027' and the en-GB
 * numeric form '15/01/2027' (day first). Impossible days ('2027-02-30') are null.
 */
export function parseDeadlineDate(text: string | null | undefined): Date | null {
  const value = (text ?? '').trim().replace(/\s+/g, ' ');
  let match = ISO_DAY.exec(value);
  if (match) return utcDay(Number(match[1]), Number(match[2]), Number(match[3]));
  match = ISO_TIME.exec(value);
  if (match) {
    if (!utcDay(Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))))
      return null;
    const time = Date.parse(match[1] ? value : `${value}Z`);
    return Number.isNaN(time) ? null : new Date(time);
  }
  match = DAY_MONTH_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[2] ?? '');
    return month ? utcDay(Number(match[3]), month, Number(match[1])) : null;
  }
  match = MONTH_DAY_YEAR.exec(value);
  if (match) {
    const month = monthNumber(match[1] ?? '');
    return month ? utcDay(Number(match[3]), month, Number(match[2])) : null;
  }
  match = NUMERIC_DAY_MONTH_YEAR.exec(value);
  if (match) return utcDay(Number(match[3]), Number(match[2]), Number(match[1]));
  return null;
}

/**
 * Moves `date` by whole calendar months in UTC, keeping the time of day; a day
 * the target month lacks clamps to its last day (31 March minus 1 month is 28 February).
 */
export function addCalendarMonths(date: Date, months: number): Date {
  const monthIndex = date.getUTCMonth() + months;
  const year = date.getUTCFullYear() + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  const moved = new Date(date.getTime());
  moved.setUTCFullYear(year, month, day);
  return moved;
}

/** Moves `date` by whole days (24 h each, as UTC has no daylight saving). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The UTC calendar day of `date` as 'YYYY-MM-DD'. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * How the product writes a day, every day on every screen the same: SPEC's
 * '15 Jan 2027' in en-GB; in es-MX the month spelt out, as Mexican text
 * writes dates ('15 de enero de 2027': 'ene 2027' reads as a form's shorthand).
 */
export function dayFormat(locale: Locale): Intl.DateTimeFormatOptions {
  return { day: 'numeric', month: locale === 'es-MX' ? 'long' : 'short', year: 'numeric' };
}
// In UTC: a deadline is a calendar day, the same wherever it is read.
const days = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { ...dayFormat(locale), timeZone: 'UTC' }),
);

/** A calendar day as the product shows it: '15 Jan 2027' (en-GB), '15 de enero de 2027' (es-MX). */
export function formatDay(date: Date, locale: Locale): string {
  return days(locale).format(date);
}

/**
 * A deadline as the product shows it: '2027-01-15' → '15 Jan 2027' (en-GB),
 * '15 de enero de 2027' (es-MX). A text that is not a date is shown as written (e.g.
 * 'Rolling admissions').
 */
export function formatDeadline(
  deadline: string | Date | null | undefined,
  // Required: a screen that forgets its visitor's language would show English dates in Spanish.
  locale: Locale,
): string {
  if (deadline instanceof Date) return formatDay(deadline, locale);
  const date = parseDeadlineDate(deadline);
  return date ? formatDay(date, locale) : (deadline ?? '').trim();
}

/** Anything with a deadline: a programme (`applicationDeadline`) or a scholarship (`deadline`). */
export type Dated =
  | { readonly applicationDeadline: string | null | undefined }
  | { readonly deadline: string | null | undefined };

/** The deadline text of a programme or scholarship. */
export function deadlineOf(item: Dated): string | null | undefined {
  return 'applicationDeadline' in item ? item.applicationDeadline : item.deadline;
}

/** Orders deadline texts ascending; texts that are not dates go last. */
export function compareDeadlines(
  a: string | null | undefined,
  b: string | null | undefined,
): number {
  const left = parseDeadlineDate(a);
  const right = parseDeadlineDate(b);
  if (left && right) return left.getTime() - right.getTime();
  if (left) return -1;
  if (right) return 1;
  return 0;
}

/**
 * Programmes or scholarships by deadline, soonest first; those whose deadline
 * is not a date go last, in their original order. Does not change `items`.
 */
export function sortByDeadline<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => compareDeadlines(deadlineOf(a), deadlineOf(b)));
}

/** The dashboard's Upcoming Timelines show up to 2 programmes and 2 scholarships (SPEC §2, §9). */
export const UPCOMING_TIMELINE_LIMIT = 2;

/** The first `limit` items by deadline, for one column of Upcoming Timelines (SPEC §2). */
export function upcoming<T extends Dated>(
  items: readonly T[],
  { limit = UPCOMING_TIMELINE_LIMIT }: { limit?: number } = {},
): T[] {
  return sortByDeadline(items).slice(0, Math.max(0, limit));
}

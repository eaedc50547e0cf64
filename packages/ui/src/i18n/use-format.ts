import {
  dayFormat,
  formatDeadline,
  formatGbp,
  formatMxn,
  formatProgrammeStarts,
  type Locale,
  perLocale,
} from '@puente/core';
import { useLocale } from './use-locale';

/** The product's formats, bound to the language on screen. */
export interface Formats {
  locale: Locale;
  /** A deadline or calendar day: '15 Jan 2027', '15 de enero de 2027'; a text that is no date as written. */
  deadline: (deadline: string | Date | null | undefined) => string;
  /** The day of a moment the server stamped, where the reader is: '28 Nov 2026', '28 de noviembre de 2026'. */
  day: (stamp: string | Date) => string;
  /** A moment with its time, where the reader is: '28 November 2026 at 14:05'. */
  moment: (stamp: string | Date) => string;
  /**
   * A programme's start months (the API's `startMonths`, else its start dates
   * text) as months of the reader's calendar: 'septiembre de 2027, enero de 2028'.
   */
  starts: (programme: { startDates: string; startMonths?: readonly string[] }) => string;
  /** Pounds, never converted: '£15,000'. */
  gbp: (amount: number) => string;
  /** Pesos, an estimate's figure: '$512,000' (its message says MXN). */
  mxn: (amount: number) => string;
  /** A day written out, as an exchange rate's: '28 November 2026', '28 de noviembre de 2026'. */
  longDay: (day: string) => string;
  /** A count or measure with the language's grouping: '1,250'. */
  number: (value: number) => string;
}

const formatsOf = perLocale((locale): Formats => {
  const numbers = new Intl.NumberFormat(locale);
  const days = new Intl.DateTimeFormat(locale, dayFormat(locale));
  const longDays = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  return {
    locale,
    deadline: (deadline) => formatDeadline(deadline, locale),
    day: (stamp) => days.format(new Date(stamp)),
    moment: (stamp) => moments.format(new Date(stamp)),
    starts: (programme) => formatProgrammeStarts(programme, locale),
    gbp: (amount) => formatGbp(amount, locale),
    mxn: (amount) => formatMxn(amount, locale),
    longDay: (day) => longDays.format(new Date(`${day}T00:00:00Z`)),
    number: (value) => numbers.format(value),
  };
});

/** The formats of the language on screen, made once per language. */
export function useFormat(): Formats {
  return formatsOf(useLocale());
}

import type { Locale } from '../i18n/locale';
import { perLocale } from '../i18n/locale';
import { parseDeadlineDate } from './deadline';

// Apart from programme choice: the formats every screen uses read start terms without the match engine.

/** The start terms a programme lists ('September 2027, January 2028' → two terms). */
export function startTerms(startDates: string): string[] {
  return startDates
    .split(/[,;]|\band\b/)
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

const monthsOf = perLocale(
  (locale) => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** A start term ('September 2027') as a month of the reader's calendar ('septiembre de 2027'); a term that is no month as written. */
export function formatStartTerm(term: string, locale: Locale): string {
  const month = parseDeadlineDate(`1 ${term}`);
  return month ? monthsOf(locale).format(month) : term.trim();
}

/** A programme's start terms, listed as the catalogue lists them: 'September 2027, January 2028', 'septiembre de 2027, enero de 2028'. */
export function formatStartDates(startDates: string, locale: Locale): string {
  const terms = startTerms(startDates);
  return terms.length === 0
    ? startDates.trim()
    : terms.map((term) => formatStartTerm(term, locale)).join(', ');
}

/** The start months ('2027-09') a catalogue's start dates text names; a term that is no month is left out. */
export function startMonthsOf(startDates: string): string[] {
  const months = startTerms(startDates)
    .map((term) => parseDeadlineDate(`1 ${term}`)?.toISOString().slice(0, 7))
    .filter((month) => month !== undefined);
  return [...new Set(months)];
}

/**
 * A programme's start months in the reader's calendar ('septiembre de 2027,
 * enero de 2028'); its start dates text as `formatStartDates` reads it when
 * it has no months.
 */
export function formatProgrammeStarts(
  programme: { startDates: string; startMonths?: readonly string[] },
  locale: Locale,
): string {
  const months = programme.startMonths ?? [];
  if (months.length === 0) return formatStartDates(programme.startDates, locale);
  return months
    .map((month) => monthsOf(locale).format(new Date(`${month}-01T00:00:00Z`)))
    .join(', ');
}

import type { Locale } from '@puente/core';

/** A notice's version day (`YYYY-MM-DD`) written out: "6 December 2026", "6 de diciembre de 2026". */
export function legalDay(day: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

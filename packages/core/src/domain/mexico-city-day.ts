/*
 * The product's days are Mexico City's: a student in Monterrey who ticks a
 * step at 23:00 did it "today", though it is tomorrow in UTC.
 */

export const STUDENT_TIME_ZONE = 'America/Mexico_City';

// en-CA writes days as 'YYYY-MM-DD'.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDENT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day `now` falls on in Mexico City, as 'YYYY-MM-DD'. */
export function mexicoCityDay(now: Date): string {
  return dayFormat.format(now);
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

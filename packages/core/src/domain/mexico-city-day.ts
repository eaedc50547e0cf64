/** The schools' time zone: a day of the caseload's rules starts at midnight here. */
export const SCHOOL_TIME_ZONE = 'America/Mexico_City';

const dayInMexicoCity = new Intl.DateTimeFormat('en-CA', {
  timeZone: SCHOOL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of `moment` in Mexico City, 'YYYY-MM-DD'. */
export function mexicoCityDay(moment: Date): string {
  return dayInMexicoCity.format(moment);
}

/** Whole calendar days from day `from` to day `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

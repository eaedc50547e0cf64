/** How pressing a day is: past it, within a week, or later. */
export type Urgency = 'overdue' | 'soon' | 'later';

/** A day within this many days is soon. */
export const SOON_DAYS = 7;

/** The urgency of a day `days` from today (0 today, negative when past). */
export function urgencyIn(days: number): Urgency {
  if (days < 0) return 'overdue';
  return days <= SOON_DAYS ? 'soon' : 'later';
}

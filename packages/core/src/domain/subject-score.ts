/**
 * A subject score as a student types it, on the 100-point scale the profile
 * keeps: Mexican schools grade out of 10, as the general average is ('9.2'),
 * so a score of 10 or less is read on that scale (9.2 → 92, '8,5' → 85);
 * above 10 it is already out of 100. Blank is no score; text that is no
 * number is answered as NaN, for the schema to refuse.
 */
export function subjectScore(text: string): number | null {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return null;
  const value = Number(typed);
  if (!Number.isFinite(value)) return Number.NaN;
  return value <= 10 ? Math.round(value * 10) : value;
}

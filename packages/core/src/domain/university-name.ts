/**
 * A university name folded for comparison: case, accents, apostrophes
 * (straight or curly), punctuation and a leading 'The' do not count.
 */
export function foldUniversityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}

/** Whether two texts name the same university: "King’s College London" is "Kings College London". */
export function isSameUniversity(a: string, b: string): boolean {
  const folded = foldUniversityName(a);
  return folded !== '' && folded === foldUniversityName(b);
}

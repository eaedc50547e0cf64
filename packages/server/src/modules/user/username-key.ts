/**
 * The form of a username that decides whether two are the same account:
 * NFKC-normalised (compatibility forms such as full-width letters fold to
 * plain ones) and case-folded. JavaScript has no full case fold; upper- then
 * lower-casing gets the multi-letter folds right (ß and SS are the same).
 */
export function usernameKey(username: string): string {
  return username.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

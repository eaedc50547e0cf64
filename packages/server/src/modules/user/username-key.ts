import unhomoglyph from 'unhomoglyph';

/** NFKC (compatibility forms such as full-width letters fold to plain ones), then case-folded. */
const folded = (text: string) =>
  text.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');

/**
 * The form of a username that decides whether two are the same account:
 * NFKC-normalised and case-folded (JavaScript has no full case fold; upper-
 * then lower-casing gets the multi-letter folds right: ß and SS are the
 * same), then reduced to its confusable skeleton (UTS #39: decomposed, each
 * character replaced by the prototype of what it looks like, decomposed
 * again; `unhomoglyph` holds Unicode's confusables.txt), and folded once
 * more, since some prototypes are capitals (0 is O). So `bob`, `bоb`
 * (Cyrillic о) and `bοb` (Greek ο) are one account, as are `b0b` and `bob`.
 * Not for showing: `m` becomes `rn`. Changing this changes every key: a
 * migration must recompute the stored ones (migration-20261128000000).
 */
export function usernameKey(username: string): string {
  return folded(unhomoglyph(folded(username).normalize('NFD')).normalize('NFD'));
}

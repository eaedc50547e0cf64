/** Joins the class names that are set: `classNames(card, selected && selectedCard, className)`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

/** A text as a search compares it: case and accents aside, curly apostrophes straight. */
export const foldedText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");

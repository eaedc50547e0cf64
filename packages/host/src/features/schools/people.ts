/** A person's name as the lists show it: first and last, else the username or email. */
export const personName = (person: {
  firstName: string | null;
  lastName: string | null;
  username?: string;
  email?: string;
}) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') ||
  person.username ||
  person.email ||
  '';

/** A text as a search compares it: accents and case aside. */
export const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

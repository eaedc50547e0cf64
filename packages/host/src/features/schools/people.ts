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

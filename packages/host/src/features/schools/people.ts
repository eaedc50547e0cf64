import { formatDay, type Locale } from '@puente/core';

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

/** A day the server stamped, as the product shows days ('20 Nov 2026', '20 nov 2026'). */
export const dayOf = (stamp: string, locale: string) =>
  formatDay(new Date(stamp), locale as Locale);

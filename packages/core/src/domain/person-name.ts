/**
 * How a person is named to others (docs/product/schools.md): "First Last",
 * else their username. Lists, CSVs, notices and the avatar menu all say it so.
 */
export function personName(person: {
  firstName?: string | null;
  lastName?: string | null;
  username: string;
}): string {
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? person.username : name;
}

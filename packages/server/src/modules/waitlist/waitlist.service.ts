import type { EntityManager } from '@mikro-orm/core';
import { WaitlistRepeat } from './waitlist-repeat.entity';

interface JoinRequest {
  name: string;
  email: string;
  schoolName: string;
}

/**
 * Puts the email on the waitlist. Anyone can type anyone's email, so an
 * email already there keeps its first entry untouched; the later request is
 * recorded beside it (`waitlist_repeats`) for a person to read. One
 * statement decides, so two requests at once still make one entry.
 */
export async function joinWaitlist(em: EntityManager, request: JoinRequest): Promise<void> {
  const inserted = await em
    .getConnection()
    .execute<{ id: number }[]>(
      'insert into waitlist (name, email, school_name) values (?, ?, ?) on conflict (email) do nothing returning id',
      [request.name, request.email, request.schoolName],
    );
  if (inserted.length === 0) await em.insert(WaitlistRepeat, request);
}

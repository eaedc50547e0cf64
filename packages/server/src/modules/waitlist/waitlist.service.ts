import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { WaitlistEntry as WaitlistAnswer } from '@puente/core';
import { WaitlistEntry } from './waitlist.entity';

interface JoinRequest {
  name: string;
  email: string;
  schoolName: string;
}

/**
 * Adds the email to the waitlist, or updates its name and school when it is
 * already there: one row per email, joining twice is still a success.
 */
export async function joinWaitlist(
  em: EntityManager,
  request: JoinRequest,
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const existing = await em.findOne(WaitlistEntry, { email: request.email });
  if (existing) {
    em.assign(existing, { name: request.name, schoolName: request.schoolName });
    await em.flush();
    return { entry: existing, created: false };
  }
  const entry = em.create(WaitlistEntry, request);
  try {
    await em.flush();
    return { entry, created: true };
  } catch (error) {
    // Someone joined with the same email between our read and our insert.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    em.clear();
    return joinWaitlist(em, request);
  }
}

/** The entry as the API answers it. */
export function toWaitlistAnswer(entry: WaitlistEntry): WaitlistAnswer {
  return {
    id: entry.id,
    name: entry.name,
    email: entry.email,
    schoolName: entry.schoolName,
    createdAt: entry.createdAt.toISOString(),
  };
}

import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SignedInBrowser } from '@puente/core';
import { Session } from './session.entity';

/**
 * The name a session goes by in the student's list: a hash of its id, so
 * the list never shows the id itself (which is the credential).
 */
const browserIdOf = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

/** The student's live sessions, newest first; `currentId` is marked as this browser. */
export async function signedInBrowsers(
  em: EntityManager,
  userId: number,
  currentId: string | undefined,
): Promise<SignedInBrowser[]> {
  const sessions = await em.find(Session, { user: userId, expiresAt: { $gt: new Date() } });
  const browsers = sessions.map((session) => {
    const { signedInAt, userAgent } = session.data;
    return {
      id: browserIdOf(session.id),
      current: session.id === currentId,
      userAgent: typeof userAgent === 'string' && userAgent !== '' ? userAgent : null,
      signedInAt: typeof signedInAt === 'number' ? new Date(signedInAt).toISOString() : null,
    };
  });
  // ISO dates sort as text; sessions from before the list (no date) go last.
  return browsers.sort((a, b) => (b.signedInAt ?? '').localeCompare(a.signedInAt ?? ''));
}

/**
 * Ends the student's session named `browserId` (from their list); false when
 * no session of theirs has that name.
 */
export async function signOutBrowser(
  em: EntityManager,
  userId: number,
  browserId: string,
): Promise<boolean> {
  const sessions = await em.find(Session, { user: userId }, { fields: ['id'] });
  const session = sessions.find((candidate) => browserIdOf(candidate.id) === browserId);
  if (!session) return false;
  await em.nativeDelete(Session, { id: session.id, user: userId });
  return true;
}

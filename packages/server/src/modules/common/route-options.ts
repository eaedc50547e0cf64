import type { EntityManager } from '@mikro-orm/postgresql';
import type { RateLimits } from '../../config';
import type { SessionStore } from '../session/session-store';

/**
 * What a module whose routes count attempts and change accounts is made
 * with: the database, the configured rate limits, and the sessions to tell
 * when an account's school, role or password changes.
 */
export interface LimitedRouteOptions {
  em: EntityManager;
  rateLimits: RateLimits;
  sessions: SessionStore;
}

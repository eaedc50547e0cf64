/**
 * The hand-off from a school's site to Puente (docs/product/schools.md,
 * "Attribution from a school's site"): the programme finder on the school's
 * page asks the server for a hand-off (`POST /api/hand-offs` with the picks
 * and the school's site key) and opens the link it answers,
 * `/auth?mode=register&handoff=<token>`: an opaque token, never the picks or
 * the school. Links made before that carried them in the clear
 * (`/auth?mode=register&picks=12,40&school=https%3A%2F%2Fschool.example`);
 * they are still read, leniently, and never saved without the student's
 * confirmation. No validation library here: the finder's first render uses it.
 */

import {
  HAND_OFF_PICKS_MAX,
  PROGRAMME_ID_MAX,
  SCHOOL_ORIGIN_MAX,
  SCHOOL_ORIGIN_PATTERN,
} from '../schemas/hand-off.options';

/**
 * A hand-off token as a link carries it: base64url, 16 to 128 characters.
 * Anything else in `handoff=` cannot be one, and is not sent to the server.
 */
export const HAND_OFF_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/** `text` when it is such an origin, else null. */
export function webOrigin(text: string): string | null {
  return text.length <= SCHOOL_ORIGIN_MAX && SCHOOL_ORIGIN_PATTERN.test(text) ? text : null;
}

/** What a registration link from a school's site carries. */
export interface HandOff {
  /** The hand-off's token (`handoff=`), or null when the link has none (or not a token). */
  token: string | null;
  /**
   * An old link's programme ids (`picks=`), without repeats, at most
   * HAND_OFF_PICKS_MAX; empty when the link has a token.
   */
  picks: number[];
  /**
   * An old link's `school=` origin, or null. Anyone can write it into a
   * link, so it is never attributed: it is only read.
   */
  school: string | null;
}

/** The path of the registration link of hand-off `token`, as the server answers it. */
export function handOffPath(token: string): string {
  return `/auth?${new URLSearchParams({ mode: 'register', handoff: token })}`;
}

/**
 * What a registration link carries, read leniently: it is typed into an
 * address bar as often as followed, so what is not a token, a programme id
 * or an origin is left out rather than refused. A token wins over an old
 * link's picks.
 */
export function handOffFrom(search: URLSearchParams): HandOff {
  const school = webOrigin(search.get('school')?.trim() ?? '');
  const token = search.get('handoff')?.trim() ?? '';
  if (HAND_OFF_TOKEN_PATTERN.test(token)) return { token, picks: [], school };
  const picks = new Set<number>();
  for (const part of (search.get('picks') ?? '').split(',')) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = Number(part);
    if (id >= 1 && id <= PROGRAMME_ID_MAX) picks.add(id);
    if (picks.size === HAND_OFF_PICKS_MAX) break;
  }
  return { token: null, picks: [...picks], school };
}

/**
 * The hand-off from a school's site to Puente (docs/embedding.md): the
 * programme finder on the school's page links to Puente's registration with
 * the programmes picked there and the school's origin, e.g.
 * `/auth?mode=register&picks=12,40&school=https%3A%2F%2Fschool.example`.
 * Only public things travel: catalogue ids and the school's own origin.
 * No validation library here: the finder's first render builds the link.
 */

/** The most programmes a visitor can pick on a school's page, and the most a hand-off carries. */
export const HAND_OFF_PICKS_MAX = 20;

/** Programme ids are PostgreSQL integers; a larger number cannot name a programme. */
export const PROGRAMME_ID_MAX = 2_147_483_647;

/** The longest school origin kept. */
export const SCHOOL_ORIGIN_MAX = 200;

/**
 * A web origin as a browser writes one (`https://school.example`,
 * `http://127.0.0.1:3101`, `https://xn--escuela-nios-jhb.example` for an
 * internationalised name, `http://[::1]:8080`): scheme, lower-case host
 * (labels of letters, digits and inner hyphens, or an IPv6 address in
 * brackets), optional port, no path.
 */
export const SCHOOL_ORIGIN_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** `text` when it is such an origin, else null. */
export function webOrigin(text: string): string | null {
  return text.length <= SCHOOL_ORIGIN_MAX && SCHOOL_ORIGIN_PATTERN.test(text) ? text : null;
}

export interface HandOff {
  /** Programme ids picked on the school's page, without repeats, at most HAND_OFF_PICKS_MAX. */
  picks: number[];
  /** The school's origin, or null when none (or not a web origin) came with it. */
  school: string | null;
}

/** The hand-off's query parameters: `mode=register`, then `picks` and `school` when there are any. */
export function handOffSearch({ picks, school }: HandOff): URLSearchParams {
  const search = new URLSearchParams({ mode: 'register' });
  const ids = picks.slice(0, HAND_OFF_PICKS_MAX);
  if (ids.length > 0) search.set('picks', ids.join(','));
  if (school && webOrigin(school)) search.set('school', school);
  return search;
}

/**
 * What a hand-off URL carries, read leniently: it is typed into an address
 * bar as often as followed, so what is not a programme id or an origin is
 * left out rather than refused.
 */
export function handOffFrom(search: URLSearchParams): HandOff {
  const picks = new Set<number>();
  for (const part of (search.get('picks') ?? '').split(',')) {
    if (!/^\d{1,10}$/.test(part.trim())) continue;
    const id = Number(part);
    if (id >= 1 && id <= PROGRAMME_ID_MAX) picks.add(id);
    if (picks.size === HAND_OFF_PICKS_MAX) break;
  }
  return { picks: [...picks], school: webOrigin(search.get('school')?.trim() ?? '') };
}

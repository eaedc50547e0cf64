import * as v from 'valibot';
import { PROGRAMME_ID_MAX } from './selection.schema';

/**
 * The hand-off from a school's site to Puente (docs/embedding.md): the
 * programme finder on the school's page links to Puente's registration with
 * the programmes picked there and the school's origin, e.g.
 * `/auth?mode=register&picks=12,40&school=https%3A%2F%2Fschool.example`.
 * Only public things travel: catalogue ids and the school's own origin.
 */

/** The most programmes a visitor can pick on a school's page, and the most a hand-off carries. */
export const HAND_OFF_PICKS_MAX = 20;

const SCHOOL_ORIGIN_MAX = 200;
export const SCHOOL_ORIGIN_INVALID =
  /*i18n*/ 'School must be a web origin such as https://school.example';

/** `origin` as a browser writes it (`https://school.example`, no path), else null. */
function webOrigin(text: string): string | null {
  try {
    const url = new URL(text);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.origin === text ? text : null;
  } catch {
    return null;
  }
}

/** The school's site a registration came from: its web origin, bounded. */
export const schoolOriginSchema = v.pipe(
  v.string(SCHOOL_ORIGIN_INVALID),
  v.trim(),
  v.maxLength(SCHOOL_ORIGIN_MAX, SCHOOL_ORIGIN_INVALID),
  v.check((text) => webOrigin(text) !== null, SCHOOL_ORIGIN_INVALID),
);

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
  const school = v.safeParse(schoolOriginSchema, search.get('school'));
  return { picks: [...picks], school: school.success ? school.output : null };
}

/**
 * The bounds of a hand-off (domain/hand-off.ts), shared by the schemas and
 * the finder's first render. No validation library here.
 */

/** The most programmes a visitor can pick on a school's page, and the most a hand-off carries. */
export const HAND_OFF_PICKS_MAX = 20;

/** Programme ids are PostgreSQL integers; a larger number cannot name a programme. */
export const PROGRAMME_ID_MAX = 2_147_483_647;

/** The longest school origin kept. */
export const SCHOOL_ORIGIN_MAX = 200;

/** A site key as the school's settings show it: `pk_` and 24 base64url characters. */
export const SITE_KEY_PATTERN = /^pk_[A-Za-z0-9_-]{24}$/;

/**
 * A web origin as a browser writes one (`https://school.example`,
 * `http://127.0.0.1:3101`, `https://xn--escuela-nios-jhb.example` for an
 * internationalised name, `http://[::1]:8080`): scheme, lower-case host
 * (labels of letters, digits and inner hyphens, or an IPv6 address in
 * brackets), optional port, no path.
 */
export const SCHOOL_ORIGIN_PATTERN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

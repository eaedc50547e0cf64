import {
  type FoundationProgramme,
  type HandOffPreview,
  type HandOffTicket,
  handOffAcceptRequestSchema,
  handOffPath,
  handOffRequestSchema,
  parseWith,
  type SchoolRef,
  type SelectedProgramme,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';
import { type Latency, wait } from './latency';

/** The school the fake knows: a hand-off with its site key is attributed to it. */
export const FAKE_SCHOOL: SchoolRef = { id: 3, name: 'Colegio Americano de Puebla' };

/**
 * The site key of FAKE_SCHOOL. The fake cannot see a page's origin: a hand-off
 * with this key is attributed as if it came from one of the school's
 * websites, with any other key as if from a site it has not registered.
 */
export const FAKE_SITE_KEY = 'pk_colegioAmericanoPuebla01';

/** Hand-offs the fake holds from the start, for stories and tests. */
export const HAND_OFF_TOKENS = {
  /** The first three catalogue programmes, from FAKE_SCHOOL's site. */
  fromSchool: 'fake-hand-off-from-school',
  /** The first two catalogue programmes, attributed to no school (an old link, a third site). */
  unattributed: 'fake-hand-off-no-school-0',
  /** Past its day: the server answers 404 as for a token it never made. */
  expired: 'fake-hand-off-expired-000',
} as const;

/** What GET /api/hand-offs/:token answers for a token that is unknown, used or expired. */
export const HAND_OFF_GONE = 'This link has expired or was already used';

interface StoredHandOff {
  picks: number[];
  school: SchoolRef | null;
  expiresAt: string;
  used: boolean;
}

export interface HandOffsOptions {
  /** The catalogue the picks name. */
  programmes: readonly FoundationProgramme[];
  /** Saves a programme to the signed-in student's selections (the fake's student data). */
  select: (programId: number) => { selection: SelectedProgramme } | null;
  now: Date;
  latency: Latency;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * POST /api/hand-offs, GET /api/hand-offs/:token and POST
 * /api/hand-offs/:token/accept, in memory, as docs/product/schools.md says:
 * a token a day, single use, attributed to FAKE_SCHOOL only with its site key;
 * accepting saves the chosen picks to the student's selections, and joins the
 * school only when asked.
 */
export function createHandOffs({ programmes, select, now, latency }: HandOffsOptions) {
  const expiresAt = new Date(now.getTime() + DAY_MS).toISOString();
  const ids = (count: number) => programmes.slice(0, count).map(({ id }) => id);
  const handOffs = new Map<string, StoredHandOff>([
    [HAND_OFF_TOKENS.fromSchool, { picks: ids(3), school: FAKE_SCHOOL, expiresAt, used: false }],
    [HAND_OFF_TOKENS.unattributed, { picks: ids(2), school: null, expiresAt, used: false }],
    [
      HAND_OFF_TOKENS.expired,
      { picks: ids(2), school: FAKE_SCHOOL, expiresAt: now.toISOString(), used: false },
    ],
  ]);
  let next = 1;

  const live = (token: unknown) => {
    const handOff = handOffs.get(String(token));
    return handOff && !handOff.used && handOff.expiresAt > now.toISOString() ? handOff : null;
  };
  const gone = () => notFound(HAND_OFF_GONE);

  const handlers = [
    http.post('*/api/hand-offs', async ({ request }) => {
      const body = parseWith(handOffRequestSchema, await request.json());
      await wait(latency.select);
      if (!body.ok) return invalid(body.errors);
      const token = `fake-hand-off-${String(next++).padStart(8, '0')}`;
      const school = body.value.siteKey === FAKE_SITE_KEY ? FAKE_SCHOOL : null;
      const picks = body.value.picks.filter((id) =>
        programmes.some((programme) => programme.id === id),
      );
      handOffs.set(token, { picks: [...new Set(picks)], school, expiresAt, used: false });
      const ticket: HandOffTicket = { token, link: handOffPath(token), school };
      return HttpResponse.json(ticket, { status: 201 });
    }),
    http.get('*/api/hand-offs/:token', async ({ params }) => {
      const handOff = live(params.token);
      await wait(latency.catalogue);
      if (!handOff) return gone();
      const preview: HandOffPreview = {
        programmes: handOff.picks.flatMap((id) =>
          programmes.filter((programme) => programme.id === id),
        ),
        school: handOff.school,
        expiresAt: handOff.expiresAt,
      };
      return HttpResponse.json(preview);
    }),
    http.post('*/api/hand-offs/:token/accept', async ({ params, request }) => {
      const body = parseWith(handOffAcceptRequestSchema, await request.json());
      const handOff = live(params.token);
      await wait(latency.select);
      if (!handOff) return gone();
      if (!body.ok) return invalid(body.errors);
      if (body.value.programmeIds.some((id) => !handOff.picks.includes(id))) {
        return invalid({ programmeIds: ['Program is not part of this hand-off'] });
      }
      handOff.used = true;
      const selections = body.value.programmeIds.flatMap((id) => select(id)?.selection ?? []);
      const school = body.value.joinSchool ? handOff.school : null;
      return HttpResponse.json({ selections, membership: { role: 'student', school } });
    }),
  ];

  return { handlers };
}

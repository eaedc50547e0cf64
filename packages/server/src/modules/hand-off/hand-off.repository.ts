import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FoundationProgramme } from '@puente/core';
import { newLinkToken } from '../common/tokens';
import { Programme } from '../programme/programme.entity';
import { toFoundationProgramme } from '../programme/programme-answer';
import type { School } from '../school/school.entity';
import { HandOff } from './hand-off.entity';

/** How long a hand-off's link works. */
export const HAND_OFF_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The picks that name catalogue programmes, without repeats, in the page's order. */
export async function existingPicks(
  em: EntityManager,
  picks: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(picks)];
  if (unique.length === 0) return [];
  const found = await em.find(Programme, { id: { $in: unique } }, { fields: ['id'] });
  const known = new Set(found.map(({ id }) => id));
  return unique.filter((id) => known.has(id));
}

/** Stores a hand-off; answers its token, which only the answer carries. */
export async function createHandOff(
  em: EntityManager,
  fields: { picks: number[]; school: School | null; origin: string | null },
  now = new Date(),
): Promise<{ handOff: HandOff; token: string }> {
  const { token, hash } = newLinkToken();
  const handOff = em.create(HandOff, {
    tokenHash: hash,
    school: fields.school,
    origin: fields.school ? fields.origin : null,
    picks: fields.picks,
    createdAt: now,
    expiresAt: new Date(now.getTime() + HAND_OFF_LIFETIME_MS),
  });
  await em.flush();
  return { handOff, token };
}

/** The hand-off behind a token's hash, with its school; `lock` holds it while accepting. */
export async function findHandOff(
  em: EntityManager,
  tokenHash: string,
  { lock = false } = {},
): Promise<HandOff | null> {
  const handOff = await em.findOne(
    HandOff,
    { tokenHash },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (handOff) await em.populate(handOff, ['school']);
  return handOff;
}

/** The hand-off's programmes, by name, in the page's order. */
export async function handOffProgrammes(
  em: EntityManager,
  picks: readonly number[],
): Promise<FoundationProgramme[]> {
  if (picks.length === 0) return [];
  const programmes = await em.find(Programme, { id: { $in: [...picks] } });
  const byId = new Map(programmes.map((programme) => [programme.id, programme]));
  return picks.flatMap((id) => {
    const programme = byId.get(id);
    return programme ? [toFoundationProgramme(programme)] : [];
  });
}

/** Deletes hand-offs whose day is over; answers how many. */
export function purgeExpiredHandOffs(em: EntityManager): Promise<number> {
  return em.fork().nativeDelete(HandOff, { expiresAt: { $lte: new Date() } });
}

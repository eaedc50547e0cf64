import { randomInt } from 'node:crypto';
import { raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClassCode as ClassCodeAnswer, ClassCodeRequest } from '@puente/core';
import { ClassCode } from './class-code.entity';

// Core's CLASS_CODE_PATTERN: letters and digits that cannot be misread (no 0/O, 1/I/L).
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A new class code of the school; a code another class has is drawn again. */
export async function createClassCode(
  em: EntityManager,
  schoolId: number,
  createdBy: number,
  request: ClassCodeRequest,
): Promise<ClassCode> {
  for (let attempt = 0; ; attempt += 1) {
    const code = em.create(ClassCode, {
      school: schoolId,
      code: newCode(),
      label: request.label,
      maxUses: request.maxUses,
      createdBy,
    });
    try {
      await em.flush();
      return code;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
      em.getUnitOfWork().unsetIdentity(code);
    }
  }
}

export function toClassCodeAnswer(code: ClassCode): ClassCodeAnswer {
  return {
    id: code.id,
    code: code.code,
    label: code.label,
    maxUses: code.maxUses,
    uses: code.uses,
    createdAt: code.createdAt.toISOString(),
    revoked: code.revokedAt !== null && code.revokedAt !== undefined,
  };
}

/** The school's class codes, newest first. */
export async function listClassCodes(
  em: EntityManager,
  schoolId: number,
): Promise<ClassCodeAnswer[]> {
  const codes = await em.find(
    ClassCode,
    { school: schoolId },
    { orderBy: { createdAt: 'desc', id: 'desc' } },
  );
  return codes.map(toClassCodeAnswer);
}

/** Revokes one of the school's codes; answers whether it is the school's. */
export async function revokeClassCode(
  em: EntityManager,
  schoolId: number,
  codeId: number,
): Promise<boolean> {
  const code = await em.findOne(ClassCode, { id: codeId, school: schoolId });
  if (!code) return false;
  code.revokedAt ??= new Date();
  await em.flush();
  return true;
}

/** A code students can still join with (not revoked), with its school and who made it. */
export const findLiveCode = (em: EntityManager, code: string) =>
  em.findOne(ClassCode, { code, revokedAt: null }, { populate: ['school', 'createdBy'] });

/**
 * Counts one use, in one statement: under concurrent joins PostgreSQL
 * re-checks `uses < max_uses` on the row it locked, so a code is never used
 * past its cap. Answers false when it was used up (or revoked meanwhile).
 */
export async function useClassCode(em: EntityManager, codeId: number): Promise<boolean> {
  const rows = await em
    .qb(ClassCode)
    .update({ uses: raw('uses + 1') })
    .where({ id: codeId, revokedAt: null })
    .andWhere(raw('uses < max_uses'))
    .execute('run');
  return (rows as { affectedRows?: number }).affectedRows === 1;
}

import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  INVITATION_LIFETIME_MS,
  type Invitation as InvitationAnswer,
  type InvitationPreview,
  type InvitationStatus,
  type InvitedRole,
  personName,
} from '@puente/core';
import { newLinkToken } from '../common/tokens';
import { Invitation } from './invitation.entity';

/** What a new invitation is for. */
export interface InvitationFields {
  schoolId: number | null;
  role: InvitedRole;
  name: string;
  email: string;
  invitedBy: number;
  /** A parent's child, when the child has an account. */
  studentId?: number | null;
  /** A parent's child's own invitation, when the child has none yet (an import). */
  forInvitation?: Invitation;
}

/** A new invitation (flushed by the caller) and its token, which only the answer carries. */
export function newInvitation(
  em: EntityManager,
  fields: InvitationFields,
  now = new Date(),
): { invitation: Invitation; token: string } {
  const { token, hash } = newLinkToken();
  const invitation = em.create(Invitation, {
    school: fields.schoolId,
    tokenHash: hash,
    role: fields.role,
    name: fields.name,
    email: fields.email,
    student: fields.studentId ?? null,
    forInvitation: fields.forInvitation ?? null,
    invitedBy: fields.invitedBy,
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
  });
  return { invitation, token };
}

/** The path a link opens (`/join/<token>`). */
export const invitationLink = (token: string) => `/join/${token}`;

export function statusOf(invitation: Invitation, now = new Date()): InvitationStatus {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}

/** The invitation as the API answers it; `token` only when it was just made. */
export function toInvitationAnswer(invitation: Invitation, token?: string): InvitationAnswer {
  const student = invitation.student;
  return {
    id: invitation.id,
    role: invitation.role as InvitedRole,
    name: invitation.name,
    email: invitation.email,
    student: student ? { id: student.id, name: personName(student) } : null,
    status: statusOf(invitation),
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    emailed: invitation.emailed,
    ...(token !== undefined && { link: invitationLink(token) }),
  };
}

const LISTED = 500;

/** A school's invitations, or a student's own parent invitations: newest first. */
export async function listInvitations(
  em: EntityManager,
  filter: { schoolId: number } | { studentInviter: number },
): Promise<InvitationAnswer[]> {
  const where =
    'schoolId' in filter
      ? { school: filter.schoolId }
      : { invitedBy: filter.studentInviter, role: 'parent' };
  const invitations = await em.find(Invitation, where, {
    populate: ['student'],
    orderBy: { createdAt: 'desc', id: 'desc' },
    limit: LISTED,
  });
  return invitations.map((invitation) => toInvitationAnswer(invitation));
}

export const findInvitation = (em: EntityManager, id: number) =>
  em.findOne(Invitation, id, { populate: ['invitedBy'] });

/**
 * The invitation whose token hashes to `tokenHash`, with who sent it, its
 * school and child; `lock` holds it until the transaction ends (accepting).
 */
export async function findByTokenHash(
  em: EntityManager,
  tokenHash: string,
  { lock = false } = {},
): Promise<Invitation | null> {
  const invitation = await em.findOne(
    Invitation,
    { tokenHash },
    lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (invitation) {
    await em.populate(invitation, ['invitedBy', 'school', 'student', 'forInvitation']);
  }
  return invitation;
}

/** What someone opening the link is shown before joining. */
export function toInvitationPreview(invitation: Invitation): InvitationPreview {
  const child = invitation.student
    ? personName(invitation.student)
    : (invitation.forInvitation?.name ?? null);
  return {
    role: invitation.role as InvitedRole,
    school: invitation.school ? { id: invitation.school.id, name: invitation.school.name } : null,
    invitedBy: personName(invitation.invitedBy),
    student: invitation.role === 'parent' ? child || null : null,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}

/**
 * A child who accepted their own invitation: the parents' invitations made
 * with it (an import) now name the child.
 */
export async function linkWaitingParentInvitations(
  em: EntityManager,
  invitation: Invitation,
  studentId: number,
): Promise<void> {
  await em.nativeUpdate(Invitation, { forInvitation: invitation.id }, { student: studentId });
}

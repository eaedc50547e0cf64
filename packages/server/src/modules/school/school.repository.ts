import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type {
  CameFrom,
  SchoolDetails,
  SchoolSettingsRequest,
  SchoolStudent,
  StaffMember,
} from '@puente/core';
import { ParentLink } from '../parent-link/parent-link.entity';
import { Selection } from '../selection/selection.entity';
import { User } from '../user/user.entity';
import { School } from './school.entity';

/** A new school's public site key: `pk_` and 24 base64url characters (18 random bytes). */
export const newSiteKey = () => `pk_${randomBytes(18).toString('base64url')}`;

/** A new school (flushed with its first admin by the caller). */
export function createSchool(
  em: EntityManager,
  fields: { schoolName: string; city: string; country: string },
): School {
  return em.create(School, {
    name: fields.schoolName,
    city: fields.city,
    country: fields.country,
    origins: [],
    siteKey: newSiteKey(),
  });
}

export const findSchool = (em: EntityManager, schoolId: number) => em.findOne(School, schoolId);

/** The school whose elements carry `siteKey`. */
export const findSchoolBySiteKey = (em: EntityManager, siteKey: string) =>
  em.findOne(School, { siteKey });

/** Saves the admin's settings; websites without repeats, in the order given. */
export async function saveSchoolSettings(
  em: EntityManager,
  school: School,
  settings: SchoolSettingsRequest,
): Promise<School> {
  school.name = settings.schoolName;
  school.city = settings.city;
  school.country = settings.country;
  school.origins = [...new Set(settings.origins)];
  await em.flush();
  return school;
}

export function toSchoolDetails(school: School): SchoolDetails {
  return {
    id: school.id,
    name: school.name,
    city: school.city,
    country: school.country,
    origins: [...school.origins],
    siteKey: school.siteKey,
    createdAt: school.createdAt.toISOString(),
  };
}

/** The ids of everyone in the school (to forget their cached sessions after a rename). */
export async function memberIds(em: EntityManager, schoolId: number): Promise<number[]> {
  const users = await em.find(User, { school: schoolId }, { fields: ['id'] });
  return users.map(({ id }) => id);
}

/** The school's students, by name, with how many parents and programmes each has. */
export const schoolStudents = (em: EntityManager, schoolId: number) =>
  studentSummaries(em, { school: schoolId });

/** One of the school's students (null: not theirs, or no student). */
export async function schoolStudent(
  em: EntityManager,
  schoolId: number,
  studentId: number,
): Promise<SchoolStudent | null> {
  return (await studentSummaries(em, { school: schoolId, id: studentId }))[0] ?? null;
}

/** Whether `studentId` is one of the school's students (the staff rules' 404 otherwise). */
export async function isSchoolStudent(
  em: EntityManager,
  schoolId: number,
  studentId: number,
): Promise<boolean> {
  return (await em.count(User, { id: studentId, school: schoolId, role: 'student' })) === 1;
}

/** A student whoever their school is (a parent's child, after the link was checked). */
export async function anyStudent(
  em: EntityManager,
  studentId: number,
): Promise<SchoolStudent | null> {
  return (await studentSummaries(em, { id: studentId }))[0] ?? null;
}

async function studentSummaries(
  em: EntityManager,
  filter: { school?: number; id?: number },
): Promise<SchoolStudent[]> {
  const students = await em.find(
    User,
    { ...filter, role: 'student' },
    { populate: ['cameFromSchool'], orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } },
  );
  if (students.length === 0) return [];
  const ids = students.map(({ id }) => id);
  const [parents, programmes] = await Promise.all([
    em.countBy(ParentLink, 'student', { where: { student: { $in: ids } } }),
    em.countBy(Selection, 'user', { where: { user: { $in: ids } } }),
  ]);
  return students.map((student) => ({
    id: student.id,
    firstName: student.firstName ?? null,
    lastName: student.lastName ?? null,
    username: student.username,
    email: student.email,
    joinedAt: (
      student.schoolJoinedAt ??
      student.cameFromSchool?.createdAt ??
      new Date(0)
    ).toISOString(),
    cameFrom: cameFromOf(student),
    parents: parents[student.id] ?? 0,
    programmes: programmes[student.id] ?? 0,
    counselorId: student.counselor?.id ?? null,
  }));
}

/** Where a student came from: verified when a hand-off from the school's website said so. */
export function cameFromOf(student: User): CameFrom | null {
  if (!student.cameFrom) return null;
  const school = student.cameFromSchool;
  return {
    origin: student.cameFrom,
    verified: school !== null && school !== undefined,
    schoolName: school?.name ?? null,
  };
}

/** The school's counselors and admins, by name. */
export async function schoolStaff(em: EntityManager, schoolId: number): Promise<StaffMember[]> {
  const staff = await em.find(
    User,
    { school: schoolId, role: { $in: ['counselor', 'admin'] } },
    { orderBy: { lastName: 'asc', firstName: 'asc', id: 'asc' } },
  );
  return staff.map((user) => ({
    id: user.id,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    email: user.email,
    role: user.role as StaffMember['role'],
    joinedAt: (user.schoolJoinedAt ?? new Date(0)).toISOString(),
  }));
}

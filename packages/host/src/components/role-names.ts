import type { Role } from '@puente/core';

/** A role as a person reads it, an en-GB message id: shown through `i18n._`. */
export const ROLE_NAMES: Record<Role, string> = {
  student: /*i18n*/ 'student',
  counselor: /*i18n*/ 'counselor',
  parent: /*i18n*/ 'parent or guardian',
  admin: /*i18n*/ 'school admin',
};

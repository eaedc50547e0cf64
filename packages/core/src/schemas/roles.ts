/**
 * Who a user is in Puente (docs/product/schools.md). A user holds one role;
 * students, counselors and admins belong to one school, a parent to none but
 * is linked to one or more children.
 */
export const ROLES = ['student', 'counselor', 'parent', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles an invitation can be for; the school's first admin creates the school. */
export const INVITED_ROLES = ['counselor', 'student', 'parent'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** A school as its members see it: what the signed-in user's answer names. */
export type SchoolRef = { id: number; name: string };

import type { Role } from '@puente/core';
import { paths } from '../../config/paths';

export interface NavigationLink {
  /** An en-GB message id: shown through `i18n._`. */
  label: string;
  to: string;
  /** Active only on this exact path (the dashboard at `/`). */
  end?: boolean;
}

/** SPEC §2: the header's links, shown only to a signed-in student. */
export const studentNavigation: readonly NavigationLink[] = [
  { label: /*i18n*/ 'Dashboard', to: paths.home.getHref(), end: true },
  { label: /*i18n*/ 'Universities', to: paths.universitySuggestions.getHref() },
  { label: /*i18n*/ 'Programs', to: paths.selectedPrograms.getHref() },
  { label: /*i18n*/ 'Exploration', to: paths.exploration.getHref() },
];

const STAFF_NAVIGATION: readonly NavigationLink[] = [
  { label: /*i18n*/ 'Students', to: paths.advisorDashboard.getHref() },
  { label: /*i18n*/ 'Check-ins', to: paths.checkIn1.getHref() },
];

/** The header's links for each role: a student's pages, the staff's screens, a parent's. */
export const roleNavigation: Record<Role, readonly NavigationLink[]> = {
  student: studentNavigation,
  counselor: STAFF_NAVIGATION,
  admin: [{ label: /*i18n*/ 'School', to: paths.admin.getHref() }, ...STAFF_NAVIGATION],
  parent: [{ label: /*i18n*/ 'Your children', to: paths.parentDashboard.getHref() }],
};

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

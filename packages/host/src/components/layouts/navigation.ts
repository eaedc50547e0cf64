import { paths } from '../../config/paths';

export interface NavigationLink {
  label: string;
  to: string;
  /** Active only on this exact path (the dashboard at `/`). */
  end?: boolean;
}

/** SPEC §2: the header's links, shown only to a signed-in student. */
export const studentNavigation: readonly NavigationLink[] = [
  { label: 'Dashboard', to: paths.home.getHref(), end: true },
  { label: 'Universities', to: paths.universitySuggestions.getHref() },
  { label: 'Programs', to: paths.selectedPrograms.getHref() },
  { label: 'Exploration', to: paths.exploration.getHref() },
];

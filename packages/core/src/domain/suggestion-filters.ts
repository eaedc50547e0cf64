/** SPEC §9 region filter values of the university suggestions page. */
export const SUGGESTION_REGIONS = [
  'all_regions',
  'London, England',
  'Edinburgh, Scotland',
  'Cardiff, Wales',
  'Manchester, England',
  'Bristol, England',
] as const;
export type SuggestionRegion = (typeof SUGGESTION_REGIONS)[number];

/** SPEC §9 specialization filter values, matched against the programme name. */
export const SUGGESTION_SPECIALIZATIONS = [
  'all_subjects',
  'Artificial Intelligence',
  'Software Engineering',
  'Computer Science',
  'Computing',
  'Industrial Experience',
] as const;
export type SuggestionSpecialization = (typeof SUGGESTION_SPECIALIZATIONS)[number];

export type SuggestionFilterOption<V extends string> = { value: V; label: string };

/**
 * The region dropdown: its value and what it shows, a message id ('All Regions')
 * or the region as the catalogue writes it (UK places stay English, docs/i18n.md).
 */
export const SUGGESTION_REGION_OPTIONS: readonly SuggestionFilterOption<SuggestionRegion>[] =
  SUGGESTION_REGIONS.map((value) => ({
    value,
    label: value === 'all_regions' ? /*i18n*/ 'All Regions' : value,
  }));

/**
 * The specialization dropdown: its value and what it shows, a message id ('All
 * Specializations') or the words the programme names hold, which stay English.
 */
export const SUGGESTION_SPECIALIZATION_OPTIONS: readonly SuggestionFilterOption<SuggestionSpecialization>[] =
  SUGGESTION_SPECIALIZATIONS.map((value) => ({
    value,
    label: value === 'all_subjects' ? /*i18n*/ 'All Specializations' : value,
  }));

export type SuggestionFilters = {
  region: SuggestionRegion;
  specialization: SuggestionSpecialization;
};

/** Both filters open: every suggestion shows. */
export const DEFAULT_SUGGESTION_FILTERS: SuggestionFilters = {
  region: 'all_regions',
  specialization: 'all_subjects',
};

export type SuggestibleProgramme = { programName: string; region: string };

/**
 * The suggestions page's local filters (SPEC §9): the region exactly
 * ('all_regions' for any), and the specialization as a case-insensitive part
 * of the programme name ('all_subjects' for any). Keeps the input order.
 */
export function filterSuggestions<P extends SuggestibleProgramme>(
  programmes: readonly P[],
  { region, specialization }: SuggestionFilters,
): P[] {
  const anyRegion = region === 'all_regions';
  const wantedRegion = region.toLowerCase();
  const anySpecialization = specialization === 'all_subjects';
  const wantedSpecialization = specialization.toLowerCase();
  return programmes.filter(
    (programme) =>
      (anyRegion || programme.region.toLowerCase() === wantedRegion) &&
      (anySpecialization || programme.programName.toLowerCase().includes(wantedSpecialization)),
  );
}

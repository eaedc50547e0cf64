export type { FinderSearch } from './finder-search';
export {
  DEFAULT_FINDER_SEARCH,
  finderSearchFrom,
  finderSearchKey,
  finderSearchParams,
} from './finder-search';
export type { FinderOptions, ProgrammeFinderMode } from './finder-shared';
export { ADJUST_FILTERS, FINDER_TITLE, NO_PROGRAMMES } from './finder-shared';
export type { MatchSummaryProps } from './match-summary';
export { MatchSummary } from './match-summary';
export { preloadProgrammeResults } from './preload-results';
export type { ProgrammeCardProps } from './programme-card';
export { ProgrammeCard } from './programme-card';
export type { ProgrammeCompareProps } from './programme-compare';
export { ProgrammeCompare } from './programme-compare';
export type { ProgrammeFinderProps } from './programme-finder';
export { ProgrammeFinder } from './programme-finder';
export type { ProgrammeFinderWidgetProps } from './programme-finder-widget';
export { defaultApplyUrl, ProgrammeFinderWidget } from './programme-finder-widget';
export type { SelectionToggleProps } from './selection-toggle';
export { SavedSelectionToggle, SelectionToggle } from './selection-toggle';
export type { FinderFilters } from './use-finder-filters';
export { useFinderFilters } from './use-finder-filters';
export { programmeListQuery, useProgrammePage } from './use-programme-page';

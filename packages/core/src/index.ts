export * from './api/api-answers';
export * from './api/api-client';
export * from './api/api-error';
export { catalog as apiCatalog } from './api/locales';
export * from './assistant/advisor-chat-script';
export * from './assistant/advisor-chat-session';
export * from './assistant/ask-ai';
export * from './assistant/ask-ai-answers';
export * from './assistant/ask-ai-session';
export * from './assistant/assistant';
export * from './assistant/draft-hints';
export * from './assistant/lazy-assistant';
export * from './assistant/parent-chat-session';
export * from './assistant/parent-replies';
export * from './assistant/sleep';
export * from './assistant/statement-helpers';
export * from './domain/apply-now';
export * from './domain/campaign-questions';
export * from './domain/campus-life';
export * from './domain/dashboard-phase';
export type { Dated } from './domain/deadline';
export {
  addCalendarMonths,
  compareDeadlines,
  deadlineOf,
  formatDay,
  formatDeadline,
  parseDeadlineDate,
  sortByDeadline,
  UPCOMING_TIMELINE_LIMIT,
  upcoming,
} from './domain/deadline';
export * from './domain/delays';
export * from './domain/essay-feedback';
export type { HandOff } from './domain/hand-off';
export { HAND_OFF_PICKS_MAX, handOffFrom, handOffSearch } from './domain/hand-off';
export * from './domain/ielts';
export { catalog as domainCatalog } from './domain/locales';
export type {
  MatchableProgramme,
  MatchBand,
  MatchBandKey,
  MatchProfile,
  MatchResult,
  NormalisedGpa,
} from './domain/match';
export {
  DEFAULT_MATCH_PERCENTAGE,
  MATCH_BANDS,
  matchBand,
  matchProgramme,
  normaliseGpa,
} from './domain/match';
export * from './domain/match-profile';
export * from './domain/money';
export * from './domain/programme-choice';
export * from './domain/programme-search';
export * from './domain/programme-sort';
export * from './domain/progress-colours';
export * from './domain/reminder-dialog';
export * from './domain/requirements';
export * from './domain/scholarship-search';
export * from './domain/school-context';
export * from './domain/statement';
export * from './domain/statement-review-document';
export * from './domain/suggestion-filters';
export * from './domain/timeline-status';
export * from './domain/university-name';
export type { Catalog } from './i18n/catalog';
export {
  defineCatalog,
  downloadCatalogsEarly,
  holdsCatalog,
  i18nState,
  loadCatalog,
} from './i18n/catalog';
export * from './i18n/create-i18n';
export * from './i18n/locale';
export * from './i18n/message';
export * from './i18n/translate';
export { catalog as advisorCatalog } from './locales/advisor';
export { catalog as checkInCatalog } from './locales/check-in';
export { catalog as choosingCatalog } from './locales/choosing';
export { catalog as counselorCatalog } from './locales/counselor';
export { catalog as dashboardsCatalog } from './locales/dashboards';
export { catalog as parentCatalog } from './locales/parent';
export { catalog as statementCatalog } from './locales/statement';
export { catalog as studentCatalog } from './locales/student';
export * from './sample/admin';
export * from './sample/advisor';
export * from './sample/advisor-toasts';
export * from './sample/conversations';
export * from './sample/counselor-cards';
export * from './sample/counselor-student';
export * from './sample/foundation-programmes';
export * from './sample/parent';
export * from './sample/scholarships';
export * from './sample/statement-topics';
export * from './sample/student-info';
export * from './sample/student-profile';
export * from './sample/suggested-universities';
export * from './schemas/auth.schema';
export * from './schemas/field-errors';
export * from './schemas/foundation-programme.schema';
export * from './schemas/hand-off.schema';
export { catalog as schemasCatalog } from './schemas/locales';
export * from './schemas/password-change.schema';
export * from './schemas/personal-statement.schema';
export type { ProgrammeQuery, ProgrammeQueryParams } from './schemas/programme-query.schema';
export {
  PROGRAMME_PAGE_SIZE_DEFAULT,
  PROGRAMME_PAGE_SIZE_MAX,
  programmeQuerySchema,
} from './schemas/programme-query.schema';
export * from './schemas/programme-subjects';
export * from './schemas/selection.schema';
export * from './schemas/student-info.options';
export * from './schemas/student-info.schema';
export * from './schemas/waitlist.schema';

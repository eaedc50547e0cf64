export type { Delays } from '@puente/core';
export type { AdvisorChatProps, ChatSummaryProps } from './advisor-chat';
export { AdvisorChat, ChatSummary, useAdvisorChat } from './advisor-chat';
export type {
  AskAiAssistantProps,
  CheckInNumber,
  CollegeProfileDialogProps,
  CounselorCheckInProps,
  StudentCardProps,
} from './counselor-check-in';
export {
  AskAiAssistant,
  CollegeProfileDialog,
  CounselorCheckIn,
  StudentCard,
} from './counselor-check-in';
export {
  CATALOGUE_KEY,
  catalogueQuery,
  LOAD_PROGRAMMES_FAILED,
  PROGRAMME_REMOVED,
  PROGRAMME_SELECTED,
  SELECTED_PROGRAMMES_KEY,
  STUDENT_INFO_KEY,
  useProgrammeSelection,
  useRemoveSelection,
  useSaveStatement,
  useSaveStudentInfo,
  useSelectedProgrammes,
  useSelectProgramme,
  useStudentInfo,
} from './data';
export type {
  MatchSummaryProps,
  ProgrammeCardProps,
  ProgrammeFinderMode,
  ProgrammeFinderProps,
  ProgrammeFinderWidgetProps,
  SelectionToggleProps,
} from './programme-finder';
export {
  ADJUST_FILTERS,
  defaultApplyUrl,
  FINDER_TITLE,
  MatchSummary,
  NO_PROGRAMMES,
  ProgrammeCard,
  ProgrammeFinder,
  ProgrammeFinderWidget,
  SavedSelectionToggle,
  SelectionToggle,
  useFinderFilters,
  useProgrammePage,
} from './programme-finder';
export type { RemoveSelectionDialogProps, SelectedProgrammesProps } from './selected-programmes';
export { RemoveSelectionDialog, SelectedProgrammes } from './selected-programmes';
export type {
  SaveStatement,
  StatementBuilderOptions,
  StatementBuilderProps,
} from './statement-builder';
export {
  DEFAULT_DRAFT_STORAGE_KEY,
  STATEMENT_SAVED,
  StatementBuilder,
  useStatementBuilder,
  useStatementSelection,
} from './statement-builder';
export type {
  DraftSectionTexts,
  StatementReviewHandover,
  StatementWizardOptions,
  StatementWizardProps,
  WizardPending,
  WizardState,
  WizardStep,
} from './statement-wizard';
export {
  draftText,
  EMPTY_WIZARD,
  keepReviewHandover,
  keepWizardState,
  OUTLINE_REGENERATED,
  readReviewHandover,
  readWizardState,
  SECTION_LABELS,
  StatementWizard,
  useStatementWizard,
} from './statement-wizard';
export type { StudentInfoFormProps, StudentInfoValues } from './student-info';
export {
  STUDENT_INFO_TOASTS,
  StudentInfoForm,
  studentInfoRequest,
  studentInfoValues,
} from './student-info';
export type { TimelineProps, TimelineWidgetProps, UseTimelineOptions } from './timeline';
export {
  stepActionLabel,
  TIMELINE_STATUS_LABELS,
  Timeline,
  TimelineWidget,
  useTimeline,
} from './timeline';
export type {
  WaitlistDialogProps,
  WaitlistFormProps,
  WaitlistFormValues,
  WaitlistThankYouProps,
} from './waitlist';
export { useJoinWaitlist, WaitlistDialog, WaitlistForm, WaitlistThankYou } from './waitlist';

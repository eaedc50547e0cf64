export type { ProgrammePage, SignedInBrowser } from './api/api-answers';
export type { ApiClient, ProgrammeListQuery, WaitlistEntry } from './api/api-client';
export { createApiClient } from './api/api-client';
export { ApiError, errorMessage } from './api/api-error';
export { ASSISTANT_FAILED, assistantFailureToast } from './api/assistant-failure';
export {
  CONTACT_EMAIL_META,
  CONTACT_EMAIL_PLACEHOLDER,
  DEFAULT_CONTACT_EMAIL,
} from './api/contact';
export { handOffApi } from './api/hand-off-api';
export { catalog as apiCatalog } from './api/locales';
export { passwordResetApi } from './api/password-reset-api';
export type {
  CampaignDetails,
  CampaignSummary,
  Notice,
  NoticeList,
  ReminderResult,
  SkippedStudent,
  StudentTask,
} from './api/reminder-answers';
export { reminderApi } from './api/reminder-api';
export type {
  CameFrom,
  CaseloadProgramme,
  CaseloadStudent,
  ClassCode,
  DataViewed,
  HandOffPreview,
  HandOffTicket,
  Invitation,
  InvitationPreview,
  InvitationStatus,
  LinkedChild,
  LinkedParent,
  Membership,
  SchoolContextAnswer,
  SchoolDetails,
  SchoolOverview,
  SchoolStudent,
  StaffMember,
  StatementSharing,
  StudentDataView,
  StudentRecord,
} from './api/school-answers';
export { schoolApi } from './api/school-api';
export { trackerApi } from './api/tracker-api';

export type { ChatMessage, SummaryState } from './assistant/advisor-chat-script';
export {
  ADVISOR_GREETING,
  ADVISOR_SCRIPT,
  ADVISOR_SUMMARY,
  advisorChat,
} from './assistant/advisor-chat-script';
export { createAdvisorChatSession } from './assistant/advisor-chat-session';
export { ASK_AI_EXAMPLE_QUESTIONS, ASK_AI_FOOTNOTE, askAiExamples } from './assistant/ask-ai';
export { createAskAiSession } from './assistant/ask-ai-session';

export type { Assistant } from './assistant/assistant';
export { createCannedAssistant } from './assistant/assistant';
export { AssistantError, isStreamingAssistant } from './assistant/assistant-error';
export {
  type AssistantFromServer,
  createAssistantFromServer,
} from './assistant/assistant-from-server';
export { DRAFT_HINTS } from './assistant/draft-hints';
export { createLazyCannedAssistant, isLazyAssistant } from './assistant/lazy-assistant';
export type { ParentChatSession, ParentChatState } from './assistant/parent-chat-session';
export { createParentChatSession } from './assistant/parent-chat-session';
export type { ParentChatMessage, ParentChild } from './assistant/parent-replies';
export {
  PARENT_EXAMPLE_QUESTIONS,
  PARENT_WELCOME,
  parentReplyTo,
} from './assistant/parent-replies';

export type {
  Outline,
  OutlineSection,
  QuestionnaireAnswers,
  QuestionnaireQuestionId,
  WizardNotice,
} from './assistant/statement-helpers';
export {
  firstDraftNotice,
  generateOutline,
  OUTLINE_SECTIONS,
  outlineFeedbackNotice,
  QUESTIONNAIRE,
  questionnaireNotice,
  REGENERATED_PARAGRAPH_TWO,
  reviewStatementText,
  SAMPLE_STATEMENT,
  showsDraftHints,
} from './assistant/statement-helpers';
export { actionsRequired, nextDeadline } from './domain/actions-required';
export { APPLY_NOW_URL } from './domain/apply-now';
export type {
  BrandColours,
  BrandTheme,
  Rgb,
  SettableBrandColour,
} from './domain/brand-colours';
export { brandColours, contrastRatio, hexColour } from './domain/brand-colours';
export type { CampaignQuestion } from './domain/campaign-questions';
export {
  addCampaignQuestion,
  editCampaignQuestion,
  removeCampaignQuestion,
} from './domain/campaign-questions';
export { campusLifeSearchUrl } from './domain/campus-life';
export type { CaseloadQuery, CaseloadSort } from './domain/caseload-search';
export { ALL_STUDENTS, CASELOAD_SORTS, shownStudents } from './domain/caseload-search';
export type { DashboardPhase } from './domain/dashboard-phase';
export {
  isProgrammeDone,
  KINGS_COLLEGE_APPLICATION,
  noScholarshipsAction,
  opensKingsDialog,
  parsePhase,
  revealedPhase,
  showsProgrammes,
  showsScholarships,
} from './domain/dashboard-phase';
export { dayFormat, formatDeadline, parseDeadlineDate, upcoming } from './domain/deadline';
export type { Delays } from './domain/delays';
export { DEFAULT_DELAYS, NO_DELAYS } from './domain/delays';
export type { CommentType, EssayParagraph, StatementReview } from './domain/essay-feedback';
export { ESSAY_FEEDBACK } from './domain/essay-feedback';
export { foldedText } from './domain/folded-text';
export type {
  CurrentYear,
  OverviewSelection,
} from './domain/grade-overview';
export { gradeOverview, timelineSteps } from './domain/grade-overview';
export type { HandOff } from './domain/hand-off';
export { handOffFrom, handOffPath } from './domain/hand-off';
export { ieltsDisplayMessage } from './domain/ielts';
export { catalog as domainCatalog } from './domain/locales';
export type { MatchProfile, MatchResult } from './domain/match';
export { MATCH_BANDS, matchBand, matchProgramme } from './domain/match';
export { EMPTY_MATCH_PROFILE, matchProfileOf } from './domain/match-profile';
export { mexicoCityDay } from './domain/mexico-city-day';
export type { ExchangeRate } from './domain/money';
export { formatGbp, formatMxn } from './domain/money';
export { nextStep } from './domain/next-step';
export { personName } from './domain/person-name';
export { mxnEstimate, pesosEstimateMessage } from './domain/pesos-estimate';
export type { ProfileFields } from './domain/profile-completeness';
export { profileCompleteness } from './domain/profile-completeness';
export type { ProgrammeListRequest } from './domain/programme-choice';
export {
  closesInMessage,
  deadlineUrgency,
  findProgrammes,
  regionName,
  regionOptions,
  startOptions,
} from './domain/programme-choice';
export type { ProgrammeFact, ProgrammeFactName } from './domain/programme-facts';
export { programmeFacts } from './domain/programme-facts';
export type { ProgrammeSearch } from './domain/programme-search';
export { ALL_SUBJECTS, distinctSubjects, searchProgrammes } from './domain/programme-search';
export { PROGRAMME_SORT_LABELS } from './domain/programme-sort';
export { programmeStructure } from './domain/programme-structure';
export type { EngagementColour, GradeProgressColour } from './domain/progress-colours';
export { engagementColour, gradeProgressColour } from './domain/progress-colours';
export type { ReminderDialogState } from './domain/reminder-dialog-state';
export { REMINDER_SENT_LABEL } from './domain/reminder-dialog-state';
export type {
  BrowseScholarship,
  DashboardScholarship,
  ProgrammeScholarship,
} from './domain/scholarship-search';
export {
  carouselScholarships,
  programmeScholarships,
  searchScholarships,
} from './domain/scholarship-search';
export { sleep } from './domain/sleep';
export { formatProgrammeStarts, formatStartTerm } from './domain/start-terms';
export type {
  AnswerProgress,
  CounterTone,
  PersonalStatement,
  StatementFormat,
  StatementProgress,
} from './domain/statement';
export {
  decodeStatement,
  emptyStatement,
  encodeStatement,
  isStatementFinished,
  isStatementWritten,
  STATEMENT_FORMATS,
  STATEMENT_MAX_CHARACTERS,
  STATEMENT_MAX_LINES,
  statementProgress,
  statementText,
  UCAS_2026_ANSWER_MIN_CHARACTERS,
  UCAS_2026_QUESTIONS,
  wordCount,
} from './domain/statement';
export {
  STATEMENT_REVIEW_FILE_NAME,
  STATEMENT_REVIEW_MEDIA_TYPE,
  statementReviewDocument,
} from './domain/statement-review-document';
export type { StatementStatus } from './domain/statement-summary';
export { summariseStatement } from './domain/statement-summary';
export { subjectScore } from './domain/subject-score';
export type { SuggestionFilters } from './domain/suggestion-filters';
export {
  DEFAULT_SUGGESTION_FILTERS,
  filterSuggestions,
  SUGGESTION_REGION_OPTIONS,
  SUGGESTION_SPECIALIZATION_OPTIONS,
} from './domain/suggestion-filters';
export type { TimelineStatus, TimelineStep } from './domain/timeline-status';
export { buildTimeline } from './domain/timeline-status';
export {
  checkTrackerChange,
  hasOfferStage,
  isSubmittedStage,
  OFFER_KIND_LABELS,
  TRACKER_STAGE_LABELS,
} from './domain/tracker';
export { isSameUniversity } from './domain/university-name';
export type { Urgency } from './domain/urgency';
export type { CostItem } from './domain/yearly-cost';
export { yearlyCost } from './domain/yearly-cost';

export type { Catalog } from './i18n/catalog';
export {
  defineCatalog,
  definedCatalog,
  downloadCatalogsEarly,
  holdsCatalog,
  i18nState,
  loadCatalog,
} from './i18n/catalog';
export { createI18n } from './i18n/create-i18n';

export type { Locale } from './i18n/locale';
export {
  acceptedLanguages,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_NAMES,
  LOCALES,
  localeOf,
  localeOfTag,
  negotiateLocale,
  perLocale,
} from './i18n/locale';

export type { Message } from './i18n/message';
export { inEnglish, sayMessage } from './i18n/message';

export type { Translate } from './i18n/translate';
export { englishTranslate } from './i18n/translate';
export { catalog as advisorCatalog } from './locales/advisor';
export { catalog as checkInCatalog } from './locales/check-in';
export { catalog as choosingCatalog } from './locales/choosing';
export { catalog as counselorCatalog } from './locales/counselor';
export { catalog as dashboardsCatalog } from './locales/dashboards';
export { catalog as parentCatalog } from './locales/parent';
export { catalog as statementCatalog } from './locales/statement';
export { catalog as studentCatalog } from './locales/student';
export { catalog as waitlistCatalog } from './locales/waitlist';

export type { AdminAlert, GradeProgress } from './sample/admin';
export {
  ADMIN_ALERTS,
  GOOGLE_DRIVE_CONTEXT,
  GRADE_PROGRESS,
  INITIAL_SCHOOL_CONTEXT,
  UPLOADED_PDF_CONTEXT,
} from './sample/admin';

export type {
  AdvisorActionItem,
  AdvisorStudent,
  AdvisorStudentProfile,
  AgReviewStudent,
} from './sample/advisor';
export {
  ADVISOR_ACTION_ITEMS,
  ADVISOR_STUDENTS,
  AG_REVIEW_STUDENTS,
  advisorStudentProfile,
  DEFAULT_CAMPAIGN_QUESTIONS,
  DEFAULT_REMINDER_TEMPLATE,
  fillReminder,
  REMINDER_RECIPIENTS,
  STUDENT_NAME_PLACEHOLDER,
} from './sample/advisor';

export type { ToastText } from './sample/advisor-toasts';
export { advisorToasts } from './sample/advisor-toasts';

export type { ConversationId, ConversationScript } from './sample/conversations';
export {
  EXPLORING_INTERESTS_ID,
  INTRO_CONVERSATION_ID,
  sampleConversations,
} from './sample/conversations';

export type {
  AiInsight,
  CollegeProfilePreferences,
  CounselorNotes,
  RecommendedContent,
  RecommendedContentType,
} from './sample/counselor-cards';
export {
  AI_INSIGHT,
  COLLEGE_PROFILE,
  COMPLETED_CONTENT_IDS,
  INITIALLY_ASSIGNED_CONTENT_IDS,
  RECOMMENDED_CONTENT,
  sampleCounselorNotes,
} from './sample/counselor-cards';
export { CHECK_INS, COUNSELOR_STUDENT } from './sample/counselor-student';
export {
  manySampleProgrammes,
  SAMPLE_PROGRAMMES,
  SCOTTISH_ENGINEERING_PROGRAMMES,
  sampleProgramme,
  sampleSelection,
} from './sample/foundation-programmes';

export type {
  ApplicationStatus,
  ParentCollege,
  ParentMilestone,
  ParentTask,
} from './sample/parent';
export {
  milestoneMessage,
  PARENT_COMPLETION_PERCENTAGE,
  PARENT_MILESTONES,
  parentColleges,
  parentTasks,
  statusLabel,
  summarizeApplications,
} from './sample/parent';
export type { ReminderRecipient } from './sample/reminder-dialog';
export { createReminderDialog, reminderPreviews } from './sample/reminder-dialog';
export { BROWSE_SCHOLARSHIPS, DASHBOARD_SCHOLARSHIPS } from './sample/scholarships';

export type {
  SchoolContext,
  SchoolContextOptions,
  SchoolContextState,
} from './sample/school-context';
export { canAddContext, createSchoolContext } from './sample/school-context';
export { STATEMENT_TOPICS } from './sample/statement-topics';
export { SAMPLE_ENGINEERING_PROFILE, SAMPLE_STUDENT_INFO } from './sample/student-info';
export type { StudentProfile } from './sample/student-profile';
export { firstNameOf, profileLines } from './sample/student-profile';
export { DEFAULT_EXCHANGE_RATE, UK_STUDY_COSTS } from './sample/study-costs';

export type { SuggestedUniversity } from './sample/suggested-universities';
export { SUGGESTED_UNIVERSITIES } from './sample/suggested-universities';

export type { AssistantStatus, AssistantUsage, ChatTurn } from './schemas/assistant.schema';
export {
  advisorSummarySchema,
  askAiRequestSchema,
  chatReplyRequestSchema,
  chatSummaryRequestSchema,
  outlineAnswerSchema,
  outlineRequestSchema,
  parentReplyRequestSchema,
  reviewAnswerSchema,
  statementReviewRequestSchema,
} from './schemas/assistant.schema';
export type { LoginRequest, RegisterForm, RegisterRequest, User } from './schemas/auth.schema';
export {
  loginRequestSchema,
  PASSWORD_BLANK,
  PASSWORD_UNPAIRED,
  PRIVACY_CONSENT_REQUIRED,
  PRIVACY_NOTICE_VERSION,
  registerFormSchema,
  registerRequestSchema,
  USERNAME_INVISIBLE,
} from './schemas/auth.schema';
export type {
  AssignmentProgressRequest,
  ContentAssignment,
} from './schemas/content-assignment.schema';
export {
  assignmentProgressRequestSchema,
  contentAssignmentRequestSchema,
} from './schemas/content-assignment.schema';
export type {
  CounselorNote,
  CounselorNoteRequest,
  NoteVisibility,
} from './schemas/counselor-note.schema';
export {
  counselorNoteRequestSchema,
  NOTE_TEXT_MAX,
} from './schemas/counselor-note.schema';
export type { FieldErrors, ParseResult } from './schemas/field-errors';
export { parseWith } from './schemas/field-errors';
export type {
  FoundationProgramme,
  FoundationProgrammeEntry,
  PathwayProvider,
  ProgrammeKind,
  UkNation,
} from './schemas/foundation-programme.schema';
export {
  foundationProgrammeCatalogueSchema,
  foundationProgrammeEntrySchema,
  PROGRAMME_STRUCTURED_FIELDS,
} from './schemas/foundation-programme.schema';
export { HAND_OFF_PICKS_MAX } from './schemas/hand-off.options';
export { schoolOriginSchema } from './schemas/hand-off.schema';
export { catalog as schemasCatalog } from './schemas/locales';
export { changePasswordRequestSchema } from './schemas/password-change.schema';
export type { ForgotPasswordRequest } from './schemas/password-reset.schema';
export {
  forgotPasswordRequestSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
} from './schemas/password-reset.schema';
export { personalStatementRequestSchema } from './schemas/personal-statement.schema';
export type { ProgrammeSort } from './schemas/programme-query.options';
export {
  DEFAULT_PROGRAMME_SORT,
  isProgrammeSort,
  PROGRAMME_CHOICE_BOUNDS,
  PROGRAMME_SORTS,
} from './schemas/programme-query.options';
export type { ProgrammeQuery } from './schemas/programme-query.schema';
export {
  PROGRAMME_PAGE_SIZE_DEFAULT,
  PROGRAMME_PAGE_SIZE_MAX,
  programmeQuerySchema,
} from './schemas/programme-query.schema';
export type { ProgrammeSubject } from './schemas/programme-subjects';
export type { CampaignRequest, ReminderRequest } from './schemas/reminder.schema';
export {
  campaignRequestSchema,
  noticesReadRequestSchema,
  reminderRequestSchema,
  TASK_ANSWER_MAX,
  taskAnswerRequestSchema,
} from './schemas/reminder.schema';
export { parseRequirements } from './schemas/requirements';
export type { InvitedRole, Role, SchoolRef } from './schemas/roles';
export type {
  ClassCodeRequest,
  CreateSchoolForm,
  CreateSchoolRequest,
  HandOffAcceptRequest,
  InvitationRequest,
  SchoolSettingsRequest,
} from './schemas/school.schema';
export {
  assignCounselorRequestSchema,
  classCodeRequestSchema,
  createSchoolFormSchema,
  createSchoolRequestSchema,
  handOffAcceptRequestSchema,
  handOffRequestSchema,
  IMPORT_ROWS_MAX,
  INVITATION_LIFETIME_MS,
  invitationRequestSchema,
  joinClassRequestSchema,
  SCHOOL_ORIGINS_MAX,
  SITE_KEY_PATTERN,
  schoolSettingsRequestSchema,
  studentImportRequestSchema,
} from './schemas/school.schema';
export { schoolContextRequestSchema } from './schemas/school-context.schema';

export type { SelectedProgramme } from './schemas/selection.schema';
export { NEW_SELECTION_STATUS, selectProgrammeRequestSchema } from './schemas/selection.schema';
export { statementSharingRequestSchema } from './schemas/statement-sharing.schema';
export type { ScoredSubject } from './schemas/student-info.options';
export {
  MAX_INTENDED_SUBJECTS,
  SCORED_SUBJECTS,
  SUBJECT_OPTIONS,
  YEAR_LABELS,
  YEAR_OPTIONS,
} from './schemas/student-info.options';
export type {
  StudentInfo,
  StudentInfoRecord,
  StudentInfoRequest,
} from './schemas/student-info.schema';
export { studentInfoSchema } from './schemas/student-info.schema';
export type {
  ApplicationTracker,
  OfferKind,
  TrackerStage,
  TrackerUpdate,
} from './schemas/tracker.schema';
export {
  NEW_TRACKER,
  OFFER_CONDITIONS_MAX,
  OFFER_KINDS,
  TRACKER_STAGES,
  trackerUpdateSchema,
} from './schemas/tracker.schema';

export type { WaitlistRequest } from './schemas/waitlist.schema';
export { waitlistSchema } from './schemas/waitlist.schema';

export { CATALOGUE_KEY, catalogueQuery, LOAD_PROGRAMMES_FAILED } from './catalogue';
export {
  MY_ASSIGNMENTS_KEY,
  MY_NOTES_KEY,
  studentAssignmentsKey,
  studentNotesKey,
  useAddNote,
  useAssignContent,
  useMarkAssignment,
  useMyAssignments,
  useMyNotes,
  useStudentAssignments,
  useStudentNotes,
} from './check-ins';
export { EXCHANGE_RATE_KEY, useExchangeRate } from './exchange-rate';
export {
  CHILDREN_KEY,
  childKey,
  DATA_VIEWS_KEY,
  PARENTS_KEY,
  useChild,
  useChildren,
  useChildTasks,
  useDataViews,
  useLeaveSchool,
  useParents,
  useShareStatement,
  useStatementSharing,
  useUnlinkChild,
  useUnlinkParent,
} from './family';
export {
  HAND_OFF_KEY,
  type HandOffToConfirm,
  useAcceptHandOff,
  useHandOffToConfirm,
} from './hand-offs';
export {
  CLASS_CODES_KEY,
  INVITATIONS_KEY,
  invitationKey,
  useAcceptInvitation,
  useClassCodes,
  useCreateClassCode,
  useImportStudents,
  useInvitationPreview,
  useInvitations,
  useInvite,
  useJoinClass,
  useRevokeClassCode,
  useRevokeInvitation,
} from './invitations';
export {
  useForgotPassword,
  useIssuePasswordReset,
  usePasswordResetOptions,
  usePasswordResetPreview,
  useResetPassword,
} from './password-resets';
export {
  CAMPAIGNS_KEY,
  campaignKey,
  NOTICES_KEY,
  TASKS_KEY,
  useAnswerTask,
  useCampaign,
  useCampaigns,
  useLaunchCampaign,
  useNotices,
  useReadNotices,
  useSendReminder,
  useTasks,
} from './reminders';
export {
  SCHOOL_KEY,
  SCHOOL_STAFF_KEY,
  SCHOOL_STUDENTS_KEY,
  schoolStudentKey,
  useAssignCounselor,
  useAssistantUsage,
  useCaseload,
  useSaveSchool,
  useSaveSchoolContext,
  useSchool,
  useSchoolContextEntries,
  useSchoolOverview,
  useSchoolStaff,
  useSchoolStudent,
  useSchoolStudents,
} from './school';
export { PROGRAMME_REMOVED, PROGRAMME_SELECTED } from './selection-messages';
export {
  SELECTED_PROGRAMMES_KEY,
  selectedProgrammesQuery,
  useProgrammeSelection,
  useRemoveSelection,
  useSaveTracker,
  useSelectedProgrammes,
  useSelectProgramme,
} from './selections';
export { useSaveStatement } from './statements';
export {
  STUDENT_INFO_KEY,
  studentInfoQuery,
  useSaveStudentInfo,
  useStudentInfo,
} from './student-info';

/**
 * The simulated waits of SPEC §9 (and §2/§4), in milliseconds. They are
 * product behaviour, so every screen takes them injected; tests pass zeros.
 */
export interface Delays {
  /** Sign-in / register form: navigate to /intro after submit. */
  authRedirect: number;
  /** Student info: redirect to /foundation-year-intro after a save. */
  studentInfoRedirect: number;
  /** Suggestions page: simulated selection toggle (short and long). */
  selectionShort: number;
  selectionLong: number;
  /** Statement wizard: generate outline, regenerate outline, generate feedback. */
  outlineGenerate: number;
  outlineRegenerate: number;
  feedbackGenerate: number;
  /** Statement builder: how long the saved-draft badge shows. */
  savedBadge: number;
  /** Advisor chat: thinking indicator, canned reply, summary after the last line. */
  chatThinking: number;
  chatReply: number;
  chatSummary: number;
  /** Counselor Ask AI answer. */
  askAiAnswer: number;
  /** Essay feedback Re-Review. */
  reReview: number;
  /** College list Update List. */
  collegeListUpdate: number;
  /** Advisor reminder dialog auto-close after its success message. */
  reminderAutoClose: number;
  /** Parent chat typing indicator. */
  parentReply: number;
  /** Admin Add Context, Upload PDF / Import from Google Drive. */
  addContext: number;
  uploadImport: number;
  /** Counselor profile: scroll to the highlighted message. */
  scrollHighlight: number;
  /** Programme finder: how long typing pauses before the catalogue is searched (not a SPEC delay). */
  programmeSearchDebounce: number;
}

export const DEFAULT_DELAYS: Readonly<Delays> = Object.freeze({
  authRedirect: 1000,
  studentInfoRedirect: 2500,
  selectionShort: 300,
  selectionLong: 500,
  outlineGenerate: 1500,
  outlineRegenerate: 1500,
  feedbackGenerate: 1500,
  savedBadge: 3000,
  chatThinking: 500,
  chatReply: 2000,
  chatSummary: 1000,
  askAiAnswer: 2000,
  reReview: 2000,
  collegeListUpdate: 1500,
  reminderAutoClose: 2000,
  parentReply: 1500,
  addContext: 1000,
  uploadImport: 1500,
  scrollHighlight: 100,
  programmeSearchDebounce: 250,
});

/** Every delay at zero, for tests. */
export const NO_DELAYS: Readonly<Delays> = Object.freeze(
  Object.fromEntries(Object.keys(DEFAULT_DELAYS).map((key) => [key, 0])) as unknown as Delays,
);

export { accountHandlers, maria, userHandler } from './account';
export { type Answer, failsWith, heldForever, pendingForever } from './answer';
export { catalogueHandler } from './catalogue';
export { type CheckInDataOptions, createCheckInData } from './check-ins';
export { deferred } from './deferred';
export {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type RecordedRequest,
  type RouteHandler,
} from './fake-api';
export {
  createHandOffs,
  FAKE_SCHOOL,
  FAKE_SITE_KEY,
  HAND_OFF_GONE,
  HAND_OFF_TOKENS,
} from './hand-offs';
export { type Latency, REALISTIC_LATENCY } from './latency';
export { passwordResetHandlers } from './password-resets';
export { createReminderData, type ReminderDataOptions } from './reminders';
// The sample school's people and records, whole: stories and tests name them.
export * from './school-sample';
export { createSchoolData, type SchoolDataOptions } from './schools';
export { createStudentData } from './student-data';
export { waitlistHandler } from './waitlist';

export { accountHandlers, maria, userHandler } from './account';
export { type Answer, failsWith, pendingForever } from './answer';
export { catalogueHandler } from './catalogue';
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
export { createStudentData } from './student-data';
export { waitlistHandler } from './waitlist';

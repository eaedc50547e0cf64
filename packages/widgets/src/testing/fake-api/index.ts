export { accountHandlers, maria, userHandler } from './account';
export { type Answer, failsWith, pendingForever, respond } from './answer';
export { catalogueHandler } from './catalogue';
export { deferred } from './deferred';
export {
  createFakeApi,
  type FakeApi,
  type FakeApiOptions,
  type RecordedRequest,
  type RouteHandler,
} from './fake-api';
export { type Latency, NO_LATENCY, REALISTIC_LATENCY } from './latency';
export { createStudentData, type StudentDataOptions, THIS_BROWSER } from './student-data';
export { waitlistHandler } from './waitlist';

import {
  changePasswordRequestSchema,
  loginRequestSchema,
  personalStatementRequestSchema,
  registerRequestSchema,
  selectProgrammeRequestSchema,
  statementSharingRequestSchema,
  studentInfoSchema,
  waitlistSchema,
} from '@puente/core';
import type * as v from 'valibot';
import { signedInStudent, startTestApp, type TestApp, type TestClient } from './utils';

/** Every endpoint that reads a JSON body, with the core schema it validates it by. */
export interface BodyEndpoint {
  name: string;
  method: string;
  path: () => string;
  schema: v.GenericSchema;
  client: () => TestClient;
}

/** What the endpoints need: the app, and a signed-in student with a selection of their own. */
export interface BodyEndpointContext {
  app: TestApp;
  student: TestClient;
  ownSelectionId: number;
}

/** Registers a student on `app` and selects programme 1 for them. */
export async function bodyEndpointContext(app: TestApp): Promise<BodyEndpointContext> {
  const { client: student } = await signedInStudent(app);
  const ownSelectionId = (await student.post('/api/selected-programs', { programId: 1 })).body.id;
  return { app, student, ownSelectionId };
}

/** `startTestApp` for the test file (closed after its tests) with a `bodyEndpointContext` on it. */
export async function startWithBodyEndpoints(): Promise<() => BodyEndpointContext> {
  const context = await bodyEndpointContext(await startTestApp());
  return () => context;
}

/** The body endpoints a student or visitor calls; `context` is read when a request is made. */
export function bodyEndpoints(context: () => BodyEndpointContext): BodyEndpoint[] {
  const anyone = () => context().app.client();
  const student = () => context().student;
  /** `method route`, requested at `route` unless `path` fills in its parameters. */
  const endpoint = (
    method: string,
    route: string,
    schema: v.GenericSchema,
    client: () => TestClient,
    path = () => route,
  ): BodyEndpoint => ({ name: `${method} ${route}`, method, path, schema, client });
  return [
    endpoint('POST', '/api/register', registerRequestSchema, anyone),
    endpoint('POST', '/api/login', loginRequestSchema, anyone),
    endpoint('POST', '/api/waitlist', waitlistSchema, anyone),
    endpoint('POST', '/api/student-info', studentInfoSchema, student),
    endpoint('POST', '/api/selected-programs', selectProgrammeRequestSchema, student),
    endpoint(
      'PUT',
      '/api/selected-programs/:id/personal-statement',
      personalStatementRequestSchema,
      student,
      () => `/api/selected-programs/${context().ownSelectionId}/personal-statement`,
    ),
    endpoint('POST', '/api/user/password', changePasswordRequestSchema, student),
    endpoint('PUT', '/api/user/statement-sharing', statementSharingRequestSchema, student),
  ];
}

import {
  changePasswordRequestSchema,
  loginRequestSchema,
  personalStatementRequestSchema,
  registerRequestSchema,
  selectProgrammeRequestSchema,
  studentInfoSchema,
  waitlistSchema,
} from '@puente/core';
import type * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { initTestApp, signedInStudent, type TestApp, type TestClient } from './utils';

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

/**
 * Starts the app for the test file (closed after its tests) with a `bodyEndpointContext` on it;
 * the context is there once `beforeAll` has run.
 */
export function startWithBodyEndpoints(): () => BodyEndpointContext {
  let app: TestApp | undefined;
  let context: BodyEndpointContext | undefined;
  beforeAll(async () => {
    app = await initTestApp();
    context = await bodyEndpointContext(app);
  });
  afterAll(() => app?.close());
  return () => {
    if (!context) throw new Error('The body endpoints are read before beforeAll has run');
    return context;
  };
}

/** The seven body endpoints; `context` is read when a request is made (after `beforeAll`). */
export function bodyEndpoints(context: () => BodyEndpointContext): BodyEndpoint[] {
  const anyone = () => context().app.client();
  const student = () => context().student;
  return [
    {
      name: 'POST /api/register',
      method: 'POST',
      path: () => '/api/register',
      schema: registerRequestSchema,
      client: anyone,
    },
    {
      name: 'POST /api/login',
      method: 'POST',
      path: () => '/api/login',
      schema: loginRequestSchema,
      client: anyone,
    },
    {
      name: 'POST /api/waitlist',
      method: 'POST',
      path: () => '/api/waitlist',
      schema: waitlistSchema,
      client: anyone,
    },
    {
      name: 'POST /api/student-info',
      method: 'POST',
      path: () => '/api/student-info',
      schema: studentInfoSchema,
      client: student,
    },
    {
      name: 'POST /api/selected-programs',
      method: 'POST',
      path: () => '/api/selected-programs',
      schema: selectProgrammeRequestSchema,
      client: student,
    },
    {
      name: 'PUT /api/selected-programs/:id/personal-statement',
      method: 'PUT',
      path: () => `/api/selected-programs/${context().ownSelectionId}/personal-statement`,
      schema: personalStatementRequestSchema,
      client: student,
    },
    {
      name: 'POST /api/user/password',
      method: 'POST',
      path: () => '/api/user/password',
      schema: changePasswordRequestSchema,
      client: student,
    },
  ];
}

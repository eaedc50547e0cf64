import {
  changePasswordRequestSchema,
  loginRequestSchema,
  personalStatementRequestSchema,
  programmeQuerySchema,
  registerRequestSchema,
  selectProgramRequestSchema,
  studentInfoSchema,
  waitlistSchema,
} from '@puente/core';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arbitraryFor,
  deeplyNested,
  EXTRA_FIELD_MARKER,
  EXTRA_ID,
  hostileBodyFor,
} from './schema-arbitrary';
import { initTestApp, newStudent, type TestApp, type TestClient, type TestResponse } from './utils';

/**
 * Every endpoint that reads a body gets bodies generated from its core schema
 * and beyond it. Whatever arrives, the answer is never a 5xx, a bad body is a
 * 400 with field messages, and nothing the schema does not name is stored.
 */

const RUNS = 25;
const ANSWERS_ALLOWED = [200, 201, 202, 400, 401, 404, 405, 409, 413, 415];
// Answers about the body as a whole rather than its fields.
const WHOLE_BODY_MESSAGES = [
  'Request body must be a JSON object',
  'Request body must be valid JSON',
];

let app: TestApp;
let student: TestClient;
let ownSelectionId: number;
beforeAll(async () => {
  app = await initTestApp();
  student = app.client();
  expect((await student.post('/api/register', newStudent())).status).toBe(201);
  ownSelectionId = (await student.post('/api/selected-programs', { programId: 1 })).body.id;
});
afterAll(() => app?.close());

interface Endpoint {
  name: string;
  method: string;
  path: () => string;
  schema: v.GenericSchema;
  client: () => TestClient;
}

const endpoints: Endpoint[] = [
  {
    name: 'POST /api/register',
    method: 'POST',
    path: () => '/api/register',
    schema: registerRequestSchema,
    client: () => app.client(),
  },
  {
    name: 'POST /api/login',
    method: 'POST',
    path: () => '/api/login',
    schema: loginRequestSchema,
    client: () => app.client(),
  },
  {
    name: 'POST /api/waitlist',
    method: 'POST',
    path: () => '/api/waitlist',
    schema: waitlistSchema,
    client: () => app.client(),
  },
  {
    name: 'POST /api/student-info',
    method: 'POST',
    path: () => '/api/student-info',
    schema: studentInfoSchema,
    client: () => student,
  },
  {
    name: 'POST /api/selected-programs',
    method: 'POST',
    path: () => '/api/selected-programs',
    schema: selectProgramRequestSchema,
    client: () => student,
  },
  {
    name: 'PUT /api/selected-programs/:id/personal-statement',
    method: 'PUT',
    path: () => `/api/selected-programs/${ownSelectionId}/personal-statement`,
    schema: personalStatementRequestSchema,
    client: () => student,
  },
  {
    name: 'POST /api/user/password',
    method: 'POST',
    path: () => '/api/user/password',
    schema: changePasswordRequestSchema,
    client: () => student,
  },
];

function expectSound(answer: TestResponse, sent: unknown) {
  expect(answer.status, answer.text).toBeLessThan(500);
  expect(ANSWERS_ALLOWED, answer.text).toContain(answer.status);
  if (answer.status >= 400) {
    expect(typeof answer.body.message, answer.text).toBe('string');
    expect(answer.body.message.length).toBeGreaterThan(0);
  }
  const wasObject = typeof sent === 'object' && sent !== null && !Array.isArray(sent);
  if (answer.status === 400 && wasObject && !WHOLE_BODY_MESSAGES.includes(answer.body.message)) {
    const { fieldErrors } = answer.body;
    expect(typeof fieldErrors, answer.text).toBe('object');
    for (const messages of Object.values(fieldErrors)) {
      expect(Array.isArray(messages) && messages.length > 0).toBe(true);
      for (const message of messages as unknown[]) expect(typeof message).toBe('string');
    }
  }
}

describe.each(endpoints)('$name', ({ method, path, schema, client }) => {
  it('accepts what its schema accepts', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryFor(schema), async (body) => {
        const answer = await client().request(method, path(), { json: body });
        expectSound(answer, body);
        // Only answers that are about the data itself are left: no 400 for a valid body.
        expect(answer.status === 400 && path() !== '/api/user/password', answer.text).toBe(false);
      }),
      { numRuns: Math.ceil(RUNS / 2) },
    );
  });

  it('answers anything beyond it without a 5xx, with field messages', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBodyFor(schema), async (body) => {
        expectSound(await client().request(method, path(), { json: body }), body);
      }),
      { numRuns: RUNS },
    );
  });

  it('answers bodies nested thousands of levels deep without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        arbitraryFor(schema),
        fc.integer({ min: 100, max: 19_000 }),
        async (body, depth) => {
          const text = deeplyNested(body as Record<string, unknown>, depth);
          const answer = await client().request(method, path(), {
            body: text,
            headers: { 'content-type': 'application/json' },
          });
          expectSound(answer, body);
        },
      ),
      { numRuns: 4 },
    );
  });

  it('answers text that is not JSON, and bodies of other types, with a 400 or 415', async () => {
    const contentTypes = fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=utf-16',
      'application/merge-patch+json',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constantFrom('{', '{"a":', '{"__proto__":{"x":1}}', '\u0000', 'null'),
        ),
        contentTypes,
        async (text, contentType) => {
          const answer = await client().request(method, path(), {
            body: text,
            headers: { 'content-type': contentType },
          });
          expectSound(answer, text);
          if (answer.status < 400) expect(contentType).toBe('application/json');
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('ids in paths and catalogue queries', () => {
  it('answer anything with a 400 or 404, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), async (id) => {
        const segment = encodeURIComponent(id);
        for (const answer of [
          await student.delete(`/api/selected-programs/${segment}`),
          await student.put(`/api/selected-programs/${segment}/personal-statement`, {
            personalStatement: 'x',
          }),
          await app.client().get(`/api/foundation-programs/${segment}`),
        ]) {
          expectSound(answer, undefined);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('take any query string without a 5xx', async () => {
    const params = fc.oneof(
      arbitraryFor(programmeQuerySchema).map((query) =>
        Object.entries(query as Record<string, string>),
      ),
      fc.array(
        fc.tuple(fc.constantFrom('q', 'subject', 'region', 'page', 'pageSize', 'x'), fc.string()),
      ),
    );
    await fc.assert(
      fc.asyncProperty(params, async (pairs) => {
        const search = new URLSearchParams(
          pairs.map(([key, value]): [string, string] => [String(key), String(value)]),
        );
        const answer = await app.client().get(`/api/foundation-programs?${search}`);
        expectSound(answer, undefined);
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('after all of that', () => {
  it('no table holds a field nobody asked for, and no prototype was polluted', async () => {
    const connection = app.orm.em.fork().getConnection();
    for (const table of ['users', 'waitlist', 'student_info', 'selected_programs', 'sessions']) {
      const [row] = await connection.execute<{ count: string }[]>(
        `select count(*) from "${table}" t where row_to_json(t)::text like ? or t.id::text = ?`,
        [`%${EXTRA_FIELD_MARKER}%`, String(EXTRA_ID)],
      );
      expect(Number(row?.count), table).toBe(0);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

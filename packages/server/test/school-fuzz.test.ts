import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStudentImport } from '../src/modules/school/student-import';
import { newSchool } from './schools';
import { startTestApp } from './utils';

/**
 * Link tokens and the CSV import, fed what an attacker or a broken
 * spreadsheet sends: never a 5xx, never a link that works by guessing, and
 * nothing imported unless every row was good.
 */

const app = await startTestApp();
const { admin } = await newSchool(app);
const RUNS = 40;

describe('link tokens', () => {
  it('never open an invitation or a hand-off that was not made', async () => {
    const token = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
    );
    await fc.assert(
      fc.asyncProperty(token, async (guess) => {
        const path = encodeURIComponent(guess);
        for (const url of [`/api/invitations/by-token/${path}`, `/api/hand-offs/${path}`]) {
          const answer = await app.client().get(url);
          expect([404, 405], `${url}: ${answer.status}`).toContain(answer.status);
        }
        const accept = await admin.client.post(`/api/invitations/by-token/${path}/accept`, {});
        expect([403, 404, 405, 409, 429]).toContain(accept.status);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('the CSV import', () => {
  const cell = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('=1+1', '+SUM(A1)', '-2', '@cmd', '\u202Eevil', 'a\u0000b', 'caf\uFFFD', '"'),
    fc.emailAddress(),
  );
  const csv = fc
    .array(fc.tuple(cell, cell, cell, cell), { maxLength: 30 })
    .map((rows) =>
      [
        'first_name,last_name,email,parent_email',
        ...rows.map((row) => row.map((value) => `"${value.replaceAll('"', '""')}"`).join(',')),
      ].join('\n'),
    );

  it('reads any file into students or problems, never both, never a formula', () => {
    fc.assert(
      fc.property(csv, (text) => {
        const reading = readStudentImport(text);
        if (!reading.ok) {
          expect(reading.problems.length).toBeGreaterThan(0);
          return;
        }
        for (const student of reading.students) {
          for (const value of Object.values(student)) {
            expect(value).not.toMatch(/^\s*[=+\-@]/);
            expect(value).not.toMatch(/[\p{Cc}\p{Cf}\uFFFD]/u);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers 201 or 400 over HTTP, importing all the rows or none', async () => {
    await fc.assert(
      fc.asyncProperty(csv, async (text) => {
        const expected = readStudentImport(text);
        const answer = await admin.client.post('/api/school/import', { csv: text });
        expect([201, 400]).toContain(answer.status);
        if (answer.status === 201 && expected.ok) {
          const students = answer.body.invitations.filter(
            (i: { role: string }) => i.role === 'student',
          );
          expect(students).toHaveLength(expected.students.length);
        } else {
          expect(answer.status).toBe(400);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ContentAssignment } from '../src/modules/assignment/assignment.entity';
import { ClassCode } from '../src/modules/class-code/class-code.entity';
import { Invitation } from '../src/modules/invitation/invitation.entity';
import { CounselorNote } from '../src/modules/note/note.entity';
import { Notice } from '../src/modules/notice/notice.entity';

import { ParentLink } from '../src/modules/parent-link/parent-link.entity';
import { PasswordReset } from '../src/modules/password-reset/password-reset.entity';
import { School } from '../src/modules/school/school.entity';
import { Selection } from '../src/modules/selection/selection.entity';
import { Campaign } from '../src/modules/task/campaign.entity';
import { Task } from '../src/modules/task/task.entity';
import { User } from '../src/modules/user/user.entity';
import { invite, invited, newAccount, type Person, schoolWithPeople } from './schools';
import { startTestApp, type TestClient } from './utils';

/**
 * Who may call what (docs/product/schools.md, "Who can see what"): every
 * route of the API has a row here, so a new route without one fails. Users
 * of two schools (admin, counselor, student each), a parent of one child, a
 * student with no school and a visitor signed out try every route; a role a
 * row leaves out gets 401 (signed out) or 403, and another school's or
 * another parent's rows are a 404. Nothing they try changes a row.
 */

const app = await startTestApp();
const a = await schoolWithPeople(app, 'Escuela A');
const b = await schoolWithPeople(app, 'Escuela B');
const parent = await invited(app, a.student.client, 'parent');
const loner = await newAccount(app);
await a.student.client.post('/api/selected-programs', { programId: 1 });
const codeA = (await a.admin.client.post('/api/class-codes', { label: '6A', maxUses: 30 })).body;
const pendingA = await invite(a.admin.client, { role: 'student' });
const campaignA = (
  await a.counselor.client.post('/api/school/campaigns', {
    studentIds: [a.student.id],
    title: 'Intereses',
    questions: ['¿Qué te gustaría estudiar?'],
  })
).body.campaign;
const taskA = (await a.student.client.get('/api/user/tasks')).body[0];

type Who =
  | 'anyone'
  | 'signedIn'
  | 'admin'
  | 'counselor'
  | 'student'
  | 'parent'
  | 'staff'
  | 'inviters';
const ROLES_OF: Record<Who, string[] | null> = {
  anyone: null,
  signedIn: ['admin', 'counselor', 'student', 'parent'],
  admin: ['admin'],
  counselor: ['counselor'],
  student: ['student'],
  parent: ['parent'],
  staff: ['admin', 'counselor'],
  inviters: ['admin', 'counselor', 'student'],
};

/** Every route: who may call it, and the value of its parameter, if any (a row of school A). */
const RULES: Record<string, { who: Who; param?: string | number }> = {
  'GET /api/health': { who: 'anyone' },
  'POST /api/register': { who: 'anyone' },
  'POST /api/login': { who: 'anyone' },
  'POST /api/logout': { who: 'anyone' },
  'GET /api/user': { who: 'signedIn' },
  'POST /api/user/password': { who: 'signedIn' },
  'GET /api/user/sessions': { who: 'signedIn' },
  'GET /api/user/data': { who: 'student' },
  'DELETE /api/user': { who: 'student' },
  'GET /api/exchange-rate': { who: 'anyone' },
  'GET /api/contact': { who: 'anyone' },
  'DELETE /api/user/sessions/:id': { who: 'signedIn', param: 'none' },
  'POST /api/waitlist': { who: 'anyone' },
  'GET /api/foundation-programs': { who: 'anyone' },
  'GET /api/foundation-programs/:id': { who: 'anyone', param: 1 },
  'GET /api/student-info': { who: 'signedIn' },
  'POST /api/student-info': { who: 'signedIn' },
  'GET /api/selected-programs': { who: 'signedIn' },
  'POST /api/selected-programs': { who: 'signedIn' },
  'DELETE /api/selected-programs/:id': { who: 'signedIn', param: 1 },
  'PUT /api/selected-programs/:id/personal-statement': { who: 'signedIn', param: 1 },
  'PUT /api/selected-programs/:id/tracker': { who: 'student', param: 1 },
  'POST /api/schools': { who: 'anyone' },
  'GET /api/school': { who: 'staff' },
  'PUT /api/school': { who: 'admin' },
  'GET /api/school/students': { who: 'staff' },
  'GET /api/school/students/:id': { who: 'staff', param: a.student.id },
  'GET /api/school/students/:id/notes': { who: 'staff', param: a.student.id },
  'POST /api/school/students/:id/notes': { who: 'staff', param: a.student.id },
  'GET /api/user/notes': { who: 'student' },
  'GET /api/school/students/:id/assignments': { who: 'staff', param: a.student.id },
  'POST /api/school/students/:id/assignments': { who: 'staff', param: a.student.id },
  'GET /api/user/assignments': { who: 'student' },
  'PUT /api/user/assignments/:id': { who: 'student', param: 1 },
  'GET /api/school/staff': { who: 'admin' },
  'GET /api/school/caseload': { who: 'staff' },
  'GET /api/school/caseload.csv': { who: 'staff' },
  'PUT /api/school/students/:id/counselor': { who: 'admin', param: a.student.id },
  'POST /api/school/import': { who: 'admin' },
  'DELETE /api/user/school': { who: 'student' },
  'POST /api/invitations': { who: 'inviters' },
  'GET /api/invitations': { who: 'inviters' },
  'DELETE /api/invitations/:id': { who: 'inviters', param: pendingA.id },
  'GET /api/invitations/by-token/:token': { who: 'anyone', param: 'A'.repeat(43) },
  'POST /api/invitations/by-token/:token/accept': { who: 'signedIn', param: 'A'.repeat(43) },
  'POST /api/class-codes': { who: 'staff' },
  'GET /api/class-codes': { who: 'staff' },
  'DELETE /api/class-codes/:id': { who: 'staff', param: codeA.id },
  'POST /api/join': { who: 'student' },
  'GET /api/children': { who: 'parent' },
  'GET /api/children/:id': { who: 'parent', param: a.student.id },
  'GET /api/children/:id/tasks': { who: 'parent', param: a.student.id },
  'DELETE /api/children/:id': { who: 'parent', param: a.student.id },
  'GET /api/user/parents': { who: 'student' },
  'DELETE /api/user/parents/:id': { who: 'student', param: parent.id },
  'GET /api/user/data-views': { who: 'student' },
  'GET /api/assistant': { who: 'anyone' },
  'GET /api/assistant/usage': { who: 'admin' },
  'POST /api/assistant/chat-reply': { who: 'student' },
  'POST /api/assistant/chat-summary': { who: 'student' },
  'POST /api/assistant/outline': { who: 'student' },
  'POST /api/assistant/review': { who: 'student' },
  'POST /api/assistant/ask-ai': { who: 'staff' },
  'POST /api/assistant/parent-reply': { who: 'parent' },
  // A school's website, without cookies (test/assistant-school-site.test.ts).
  'GET /api/assistant/site/:siteKey': { who: 'anyone' },
  'OPTIONS /api/assistant/site/:siteKey/chat-reply': { who: 'anyone' },
  'OPTIONS /api/assistant/site/:siteKey/chat-summary': { who: 'anyone' },
  'POST /api/assistant/site/:siteKey/chat-reply': { who: 'anyone' },
  'POST /api/assistant/site/:siteKey/chat-summary': { who: 'anyone' },
  'POST /api/school/reminders': { who: 'staff' },
  'GET /api/user/notices': { who: 'student' },
  'POST /api/user/notices/read': { who: 'student' },
  'POST /api/school/campaigns': { who: 'staff' },
  'GET /api/school/campaigns': { who: 'staff' },
  'GET /api/school/campaigns/:id': { who: 'staff', param: campaignA.id },
  'GET /api/user/tasks': { who: 'student' },
  'PUT /api/user/tasks/:id': { who: 'student', param: taskA.id },
  'GET /api/user/statement-sharing': { who: 'student' },
  'PUT /api/user/statement-sharing': { who: 'student' },
  'GET /api/school/overview': { who: 'admin' },
  'GET /api/school/context': { who: 'staff' },
  'PUT /api/school/context': { who: 'admin' },
  'GET /api/password-resets/options': { who: 'anyone' },
  'POST /api/password-resets': { who: 'anyone' },
  'GET /api/password-resets/:token': { who: 'anyone', param: 'A'.repeat(43) },
  'POST /api/password-resets/:token': { who: 'anyone', param: 'A'.repeat(43) },
  'POST /api/school/students/:id/password-reset': { who: 'staff', param: a.student.id },
  'POST /api/hand-offs': { who: 'anyone' },
  'GET /api/hand-offs/:token': { who: 'anyone', param: 'A'.repeat(43) },
  'POST /api/hand-offs/:token/accept': { who: 'signedIn', param: 'A'.repeat(43) },
};

const people: [string, string | null, TestClient][] = [
  ['signed out', null, app.client()],
  ['admin of B', 'admin', b.admin.client],
  ['counselor of B', 'counselor', b.counselor.client],
  ['student of B', 'student', b.student.client],
  ['parent', 'parent', parent.client],
  ['student in no school', 'student', loner.client],
  ['admin of A', 'admin', a.admin.client],
  ['counselor of A', 'counselor', a.counselor.client],
];

/** Every school-owned row and link, to compare before and after. */
async function snapshot() {
  const em = app.orm.em.fork();
  return JSON.stringify({
    users: await em.find(
      User,
      {},
      {
        orderBy: { id: 'asc' },
        fields: ['role', 'school', 'schoolJoinedAt', 'sharesStatement', 'counselor'],
      },
    ),
    schools: await em.find(School, {}, { orderBy: { id: 'asc' } }),
    invitations: await em.find(Invitation, {}, { orderBy: { id: 'asc' } }),
    codes: await em.find(ClassCode, {}, { orderBy: { id: 'asc' } }),
    links: await em.find(ParentLink, {}, { orderBy: { id: 'asc' } }),
    selections: await em.find(Selection, {}, { orderBy: { id: 'asc' } }),
    notices: await em.find(Notice, {}, { orderBy: { id: 'asc' } }),
    campaigns: await em.find(Campaign, {}, { orderBy: { id: 'asc' } }),
    tasks: await em.find(Task, {}, { orderBy: { id: 'asc' } }),
    notes: await em.find(CounselorNote, {}, { orderBy: { id: 'asc' } }),
    assignments: await em.find(ContentAssignment, {}, { orderBy: { id: 'asc' } }),
    passwordResets: await em.find(PasswordReset, {}, { orderBy: { id: 'asc' } }),
  });
}

describe('the access rules', () => {
  it('name every route of the API, and nothing else', () => {
    const routes = app.routes.map(({ method, path }) => `${method} ${path}`).sort();
    expect(routes).toEqual(Object.keys(RULES).sort());
  });

  it('refuse every role a route does not allow: 401 signed out, 403 otherwise', async () => {
    const before = await snapshot();
    for (const [route, { who, param }] of Object.entries(RULES)) {
      const roles = ROLES_OF[who];
      if (roles === null) continue;
      const [method = '', pattern = ''] = route.split(' ');
      const path = param === undefined ? pattern : pattern.replace(/:\w+/, String(param));
      for (const [name, role, client] of people) {
        if (role !== null && roles.includes(role)) continue;
        const json = method === 'GET' ? undefined : {};
        const answer = await client.request(method, path, { json });
        expect(answer.status, `${name}: ${route}`).toBe(role === null ? 401 : 403);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it("answer 404 for another school's or another parent's rows, and change nothing", async () => {
    const otherParent = await invited(app, b.student.client, 'parent');
    const before = await snapshot();
    const attempts: [string, TestClient, string, string, unknown?][] = [
      [
        'counselor of B',
        b.counselor.client,
        'POST',
        `/api/school/students/${a.student.id}/password-reset`,
      ],
      ['counselor of B', b.counselor.client, 'GET', `/api/school/students/${a.student.id}`],
      ['admin of B', b.admin.client, 'GET', `/api/school/students/${a.student.id}`],
      ['counselor of B', b.counselor.client, 'GET', `/api/school/students/${a.student.id}/notes`],
      [
        'counselor of B',
        b.counselor.client,
        'POST',
        `/api/school/students/${a.student.id}/notes`,
        { text: 'Mine now', visibility: 'shared' },
      ],
      [
        'counselor of B',
        b.counselor.client,
        'GET',
        `/api/school/students/${a.student.id}/assignments`,
      ],
      [
        'admin of B',
        b.admin.client,
        'POST',
        `/api/school/students/${a.student.id}/assignments`,
        { contentId: 1 },
      ],
      [
        'admin of B',
        b.admin.client,
        'PUT',
        `/api/school/students/${a.student.id}/counselor`,
        { counselorId: b.counselor.id },
      ],
      ['admin of B', b.admin.client, 'DELETE', `/api/invitations/${pendingA.id}`],
      ['counselor of B', b.counselor.client, 'DELETE', `/api/invitations/${pendingA.id}`],
      ['admin of B', b.admin.client, 'DELETE', `/api/class-codes/${codeA.id}`],
      [
        'admin of B',
        b.admin.client,
        'POST',
        '/api/invitations',
        { role: 'parent', studentId: a.student.id },
      ],
      [
        'counselor of B',
        b.counselor.client,
        'POST',
        '/api/invitations',
        { role: 'parent', studentId: a.student.id },
      ],
      ['student of B', b.student.client, 'DELETE', `/api/invitations/${pendingA.id}`],
      ['student of B', b.student.client, 'DELETE', `/api/user/parents/${parent.id}`],
      [
        'student of B',
        b.student.client,
        'POST',
        '/api/invitations',
        { role: 'parent', studentId: a.student.id },
      ],
      ['another parent', otherParent.client, 'GET', `/api/children/${a.student.id}`],
      ['another parent', otherParent.client, 'DELETE', `/api/children/${a.student.id}`],
      ['parent', parent.client, 'GET', `/api/children/${b.student.id}`],
      [
        'counselor of B',
        b.counselor.client,
        'POST',
        '/api/school/reminders',
        { studentIds: [b.student.id, a.student.id], message: 'Hola' },
      ],
      [
        'admin of B',
        b.admin.client,
        'POST',
        '/api/school/campaigns',
        { studentIds: [a.student.id], title: 'T', questions: ['Q'] },
      ],
      ['counselor of B', b.counselor.client, 'GET', `/api/school/campaigns/${campaignA.id}`],
      ['student of B', b.student.client, 'PUT', `/api/user/tasks/${taskA.id}`, { answer: 'Mía' }],
      // (This app has no model: test/assistant.test.ts checks these 404s with one.)
      [
        'counselor of B',
        b.counselor.client,
        'POST',
        '/api/assistant/ask-ai',
        { studentId: a.student.id, question: '¿Cómo va?' },
      ],
      [
        'another parent',
        otherParent.client,
        'POST',
        '/api/assistant/parent-reply',
        { childId: a.student.id, message: '¿Cómo va?' },
      ],
    ];
    for (const [name, client, method, path, json] of attempts) {
      const body = method === 'GET' ? undefined : (json ?? {});
      const answer = await client.request(method, path, { json: body });
      expect(answer.status, `${name}: ${method} ${path}`).toBe(404);
    }
    expect(await snapshot()).toBe(before);
    // Lists answer only one's own school.
    const studentsOfB = (await b.counselor.client.get('/api/school/students')).body;
    expect(studentsOfB.map((s: Person) => s.id)).toEqual([b.student.id]);
    const invitationsOfB = (await b.admin.client.get('/api/invitations')).body;
    expect(invitationsOfB.some((i: { id: number }) => i.id === pendingA.id)).toBe(false);
    const codesOfB = (await b.admin.client.get('/api/class-codes')).body;
    expect(codesOfB).toEqual([]);
  });

  it('let a counselor invite students and parents but not counselors', async () => {
    const counselorInvite = await a.counselor.client.post('/api/invitations', {
      role: 'counselor',
    });
    expect(counselorInvite.status).toBe(403);
    const studentInvite = await a.student.client.post('/api/invitations', { role: 'student' });
    expect(studentInvite.status).toBe(403);
  });
});

import {
  type AssistantUsage,
  assignCounselorRequestSchema,
  type CaseloadStudent,
  type ClassCode,
  classCodeRequestSchema,
  createSchoolRequestSchema,
  INVITATION_LIFETIME_MS,
  type Invitation,
  type InvitationPreview,
  invitationRequestSchema,
  joinClassRequestSchema,
  type LinkedChild,
  type LinkedParent,
  type Membership,
  parseWith,
  type SchoolContextAnswer,
  type SchoolDetails,
  type SchoolOverview,
  type SchoolStudent,
  type StaffMember,
  type StatementSharing,
  type StudentDataView,
  type StudentRecord,
  schoolContextRequestSchema,
  schoolSettingsRequestSchema,
  statementSharingRequestSchema,
  studentImportRequestSchema,
  type User,
} from '@puente/core';
import { HttpResponse, http } from 'msw';
import { invalid, notFound } from './answer';
import { type Latency, wait } from './latency';
import {
  CLASS_CODES,
  DATA_VIEWS,
  INVITATION_PREVIEWS,
  LINKED_CHILDREN,
  SAMPLE_SCHOOL,
  SAMPLE_SCHOOL_OVERVIEW,
  SCHOOL_CASELOAD,
  SCHOOL_INVITATIONS,
  SCHOOL_STAFF,
  SCHOOL_STUDENTS,
  SPENT_INVITATIONS,
  sampleRecord,
} from './school-sample';

export interface SchoolDataOptions {
  /** The staff's school; null answers 404 (a user in no school). */
  school?: SchoolDetails | null;
  students?: readonly SchoolStudent[];
  /** The signed-in staff member's caseload. */
  caseload?: readonly CaseloadStudent[];
  /** A student's record by id; the sample record of the student otherwise. */
  records?: Readonly<Record<number, StudentRecord>>;
  staff?: readonly StaffMember[];
  invitations?: readonly Invitation[];
  classCodes?: readonly ClassCode[];
  /** A parent's children. */
  children?: readonly LinkedChild[];
  /** A student's parents. */
  parents?: readonly LinkedParent[];
  /** Who looked at the student's data. */
  dataViews?: readonly StudentDataView[];
  /** What an invitation link shows, by token. */
  previews?: Readonly<Record<string, InvitationPreview>>;
  /** The admin's overview of the school. */
  overview?: SchoolOverview;
  /** The school's assistant this month, as a model's server counts it; none while canned (404). */
  assistantUsage?: AssistantUsage;
  /** What Ask AI reads about the school. */
  schoolContext?: readonly string[];
  /** Whether the signed-in student shares their statements with their parents. */
  statementShared?: boolean;
}

const named = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ');

/** A CSV's bad rows as the server lists them ("Row 3: …"), or its students. */
function readStudentCsv(csv: string) {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const columns = header.split(',').map((column) => column.trim().toLowerCase());
  const problems: string[] = [];
  const rows = lines.map((line, index) => {
    const cells = line.split(',').map((cell) => cell.trim());
    const row = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? '']));
    const number = index + 2;
    for (const field of ['first_name', 'last_name']) {
      if (!row[field]) problems.push(`Row ${number}: ${field} is required`);
      else if (/^[=+\-@]/.test(row[field] ?? '')) {
        problems.push(`Row ${number}: ${field} must not start with =, +, - or @`);
      }
    }
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(row.email ?? '')) {
      problems.push(`Row ${number}: email is not a valid email address`);
    }
    return row;
  });
  if (!columns.includes('email'))
    problems.unshift('Row 1: the columns must be first_name, last_name, email');
  return { problems, rows };
}

const CODE_CHARACTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A class code of eight characters that cannot be misread, the same for the same id. */
const classCodeFor = (id: number) =>
  Array.from({ length: 8 }, (_, at) => CODE_CHARACTERS[(id * 7 + at * 13) % 31]).join('');

/**
 * The schools' routes (docs/product/schools.md) in memory: the workspace,
 * its students, staff, invitations and class codes, the CSV import, joining,
 * a parent's children and a student's parents and data views. It keeps no
 * rule of who may read what: that is the server's, tested there.
 */
export function createSchoolData(
  options: SchoolDataOptions & { user: User | null; now: Date; latency: Latency },
) {
  const { now, latency } = options;
  const stamp = now.toISOString();
  let school = options.school === undefined ? SAMPLE_SCHOOL : options.school;
  const students = [...(options.students ?? SCHOOL_STUDENTS)];
  const records = options.records ?? {};
  const caseload = [...(options.caseload ?? SCHOOL_CASELOAD)];
  const staff = [...(options.staff ?? SCHOOL_STAFF)];
  let invitations = [...(options.invitations ?? SCHOOL_INVITATIONS)];
  let classCodes = [...(options.classCodes ?? CLASS_CODES)];
  let children = [...(options.children ?? LINKED_CHILDREN)];
  let parents = [...(options.parents ?? [])];
  const dataViews = [...(options.dataViews ?? DATA_VIEWS)];
  const overview = options.overview ?? SAMPLE_SCHOOL_OVERVIEW;
  let schoolContext = [...(options.schoolContext ?? [])];
  let statementShared = options.statementShared ?? false;
  const previews: Record<string, InvitationPreview> = {
    ...INVITATION_PREVIEWS,
    ...options.previews,
  };
  const spent: Record<string, 'expired' | 'accepted' | 'revoked'> = { ...SPENT_INVITATIONS };
  const tokens = new Map<number, string>();
  let nextId = 200;
  const schoolRef = () => (school ? { id: school.id, name: school.name } : null);
  const inviter = options.user ? named(options.user) || options.user.username : 'Puente';

  function invite(body: {
    role: Invitation['role'];
    name: string;
    email: string;
    studentId?: number;
  }) {
    const id = nextId++;
    const token = `invitation-${id}`;
    const student = students.find(({ id: studentId }) => studentId === body.studentId);
    const invitation: Invitation = {
      id,
      role: body.role,
      name: body.name,
      email: body.email,
      student: student ? { id: student.id, name: named(student) } : null,
      status: 'pending',
      createdAt: stamp,
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
      emailed: false,
      link: `/join/${token}`,
    };
    tokens.set(id, token);
    previews[token] = {
      role: body.role,
      school: schoolRef(),
      invitedBy: inviter,
      student: student ? named(student) : options.user && body.role === 'parent' ? inviter : null,
      expiresAt: invitation.expiresAt,
    };
    invitations = [invitation, ...invitations];
    return invitation;
  }

  const handlers = [
    http.post('*/api/schools', async ({ request }) => {
      const form = parseWith(createSchoolRequestSchema, await request.json());
      await wait(latency.register);
      if (!form.ok) return invalid(form.errors);
      const { schoolName, city, country, username, email, firstName, lastName } = form.value;
      school = {
        ...SAMPLE_SCHOOL,
        id: 2,
        name: schoolName,
        city,
        country,
        origins: [],
        createdAt: stamp,
      };
      const admin: User = {
        id: 3,
        username,
        email,
        firstName,
        lastName,
        role: 'admin',
        school: schoolRef(),
      };
      return HttpResponse.json(admin, { status: 201 });
    }),
    http.get('*/api/school', () =>
      school ? HttpResponse.json(school) : notFound('School not found'),
    ),
    http.put('*/api/school', async ({ request }) => {
      const form = parseWith(schoolSettingsRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      if (!school) return notFound('School not found');
      const { schoolName, city, country, origins } = form.value;
      school = { ...school, name: schoolName, city, country, origins };
      return HttpResponse.json(school);
    }),
    http.get('*/api/school/students', () => HttpResponse.json(students)),
    http.get('*/api/school/students/:id', ({ params }) => {
      const student = students.find(({ id }) => id === Number(params.id));
      if (!student) return notFound('Student not found');
      return HttpResponse.json(records[student.id] ?? sampleRecord(student));
    }),
    http.get('*/api/school/staff', () => HttpResponse.json(staff)),
    http.get('*/api/school/caseload', () => HttpResponse.json(caseload)),
    http.put('*/api/school/students/:id/counselor', async ({ params, request }) => {
      const form = parseWith(assignCounselorRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      const at = students.findIndex(({ id }) => id === Number(params.id));
      const counselor = staff.find(
        ({ id, role }) => id === form.value.counselorId && role === 'counselor',
      );
      const student = students[at];
      if (!student) return notFound('Student not found');
      if (!counselor) return notFound('Counselor not found');
      students[at] = { ...student, counselorId: counselor.id };
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/school/import', async ({ request }) => {
      const form = parseWith(studentImportRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      const { problems, rows } = readStudentCsv(form.value.csv);
      if (problems.length > 0) return invalid({ rows: problems });
      const made = rows.flatMap((row) => {
        const name = `${row.first_name} ${row.last_name}`;
        const student = invite({ role: 'student', name, email: row.email ?? '' });
        return row.parent_email
          ? [student, invite({ role: 'parent', name: '', email: row.parent_email })]
          : [student];
      });
      return HttpResponse.json({ invitations: made });
    }),
    http.get('*/api/invitations', () => HttpResponse.json(invitations)),
    http.post('*/api/invitations', async ({ request }) => {
      const form = parseWith(invitationRequestSchema, await request.json());
      await wait(latency.select);
      if (!form.ok) return invalid(form.errors);
      return HttpResponse.json(invite(form.value), { status: 201 });
    }),
    http.delete('*/api/invitations/:id', ({ params }) => {
      const id = Number(params.id);
      if (!invitations.some((invitation) => invitation.id === id)) {
        return notFound('Invitation not found');
      }
      invitations = invitations.map((invitation) =>
        invitation.id === id ? { ...invitation, status: 'revoked' } : invitation,
      );
      const token = tokens.get(id);
      if (token) spent[token] = 'revoked';
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/invitations/by-token/:token', ({ params }) => {
      const token = String(params.token);
      const status = spent[token];
      if (status) {
        return HttpResponse.json(
          { message: 'This invitation can no longer be used', status },
          { status: 410 },
        );
      }
      const preview = previews[token];
      return preview ? HttpResponse.json(preview) : notFound('Invitation not found');
    }),
    http.post('*/api/invitations/by-token/:token/accept', async ({ params }) => {
      const token = String(params.token);
      const preview = previews[token];
      await wait(latency.select);
      if (!preview || spent[token]) {
        return notFound('Invitation not found');
      }
      spent[token] = 'accepted';
      const membership: Membership = {
        role: preview.role,
        school: preview.role === 'parent' ? null : preview.school,
      };
      return HttpResponse.json(membership);
    }),
    http.get('*/api/class-codes', () => HttpResponse.json(classCodes)),
    http.post('*/api/class-codes', async ({ request }) => {
      const form = parseWith(classCodeRequestSchema, await request.json());
      await wait(latency.select);
      if (!form.ok) return invalid(form.errors);
      const id = nextId++;
      const code: ClassCode = {
        id,
        code: classCodeFor(id),
        ...form.value,
        uses: 0,
        createdAt: stamp,
        revoked: false,
      };
      classCodes = [code, ...classCodes];
      return HttpResponse.json(code, { status: 201 });
    }),
    http.delete('*/api/class-codes/:id', ({ params }) => {
      classCodes = classCodes.map((code) =>
        code.id === Number(params.id) ? { ...code, revoked: true } : code,
      );
      return HttpResponse.json({ ok: true });
    }),
    http.post('*/api/join', async ({ request }) => {
      const form = parseWith(joinClassRequestSchema, await request.json());
      await wait(latency.select);
      if (!form.ok) return invalid(form.errors);
      const found = classCodes.find(({ code, revoked }) => code === form.value.code && !revoked);
      if (!found) return notFound('No class uses that code. Check it with your counselor.');
      if (found.uses >= found.maxUses) {
        return HttpResponse.json({ message: 'That class is full' }, { status: 409 });
      }
      classCodes = classCodes.map((code) =>
        code.id === found.id ? { ...code, uses: code.uses + 1 } : code,
      );
      return HttpResponse.json({ role: 'student', school: schoolRef() } satisfies Membership);
    }),
    http.delete('*/api/user/school', () =>
      HttpResponse.json({ role: 'student', school: null } satisfies Membership),
    ),
    http.get('*/api/children', () => HttpResponse.json(children)),
    http.get('*/api/children/:id', ({ params }) => {
      const child = children.find(({ id }) => id === Number(params.id));
      const student = students.find(({ id }) => id === child?.id);
      if (!child || !student) return notFound('Student not found');
      const record = records[student.id] ?? sampleRecord(student);
      if (record.statementShared) return HttpResponse.json(record);
      return HttpResponse.json({
        ...record,
        selections: record.selections.map((selection) => ({
          ...selection,
          personalStatement: null,
        })),
      });
    }),
    http.delete('*/api/children/:id', ({ params }) => {
      children = children.filter(({ id }) => id !== Number(params.id));
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/user/parents', () => HttpResponse.json(parents)),
    http.delete('*/api/user/parents/:id', ({ params }) => {
      parents = parents.filter(({ id }) => id !== Number(params.id));
      return HttpResponse.json({ ok: true });
    }),
    http.get('*/api/user/data-views', () => HttpResponse.json(dataViews)),
    http.get('*/api/user/statement-sharing', () =>
      HttpResponse.json({ shared: statementShared } satisfies StatementSharing),
    ),
    http.put('*/api/user/statement-sharing', async ({ request }) => {
      const form = parseWith(statementSharingRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      statementShared = form.value.shared;
      return HttpResponse.json({ shared: statementShared } satisfies StatementSharing);
    }),
    http.get('*/api/school/overview', () => HttpResponse.json(overview)),
    http.get('*/api/assistant/usage', () =>
      options.assistantUsage ? HttpResponse.json(options.assistantUsage) : notFound('Not found'),
    ),
    http.get('*/api/school/context', () =>
      HttpResponse.json({ entries: [...schoolContext] } satisfies SchoolContextAnswer),
    ),
    http.put('*/api/school/context', async ({ request }) => {
      const form = parseWith(schoolContextRequestSchema, await request.json());
      await wait(latency.saveProfile);
      if (!form.ok) return invalid(form.errors);
      schoolContext = form.value.entries;
      return HttpResponse.json({ entries: [...schoolContext] } satisfies SchoolContextAnswer);
    }),
  ];

  return {
    handlers,
    get invitations() {
      return invitations;
    },
    get classCodes() {
      return classCodes;
    },
    get school() {
      return school;
    },
  };
}

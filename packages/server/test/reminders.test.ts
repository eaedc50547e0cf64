import { describe, expect, it } from 'vitest';
import { invited, schoolWithPeople } from './schools';
import { startSmtpServer } from './smtp';
import { startTestApp } from './utils';

const { url: smtpUrl, received } = await startSmtpServer();

const app = await startTestApp({
  config: {
    smtpUrl,
    publicUrl: 'https://puente.example',
    reminderLimits: { perCounselor: 6, perStudent: 3 },
  },
});

describe('a reminder', () => {
  it('reaches the student as a notice with their name, unread until they read it', async () => {
    const { counselor, student } = await schoolWithPeople(app, 'Colegio Avisos');
    const sent = await counselor.client.post('/api/school/reminders', {
      studentIds: [student.id],
      message: 'Hi {studentName},\n\n<b>Your draft</b> is due.  ',
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({ sent: 1, emailed: 1, skipped: [] });

    const list = await student.client.get('/api/user/notices');
    expect(list.body.unread).toBe(1);
    expect(list.body.notices[0]).toMatchObject({
      message: 'Hi Ana García,\n\n<b>Your draft</b> is due.  ',
      read: false,
    });

    const read = await student.client.post('/api/user/notices/read', {
      ids: [list.body.notices[0].id],
    });
    expect(read.body).toEqual({ unread: 0 });
    expect((await student.client.get('/api/user/notices')).body.notices[0].read).toBe(true);
  });

  it('is emailed to the student, in the language of the request that sent it', async () => {
    const { counselor, student } = await schoolWithPeople(app, 'Colegio Correo');
    const email = (await student.client.get('/api/user')).body.email as string;
    const sent = await counselor.client.post(
      '/api/school/reminders',
      { studentIds: [student.id], message: 'Hola {studentName}, ¿cómo vas con tu ensayo?' },
      { headers: { 'accept-language': 'es-MX' } },
    );
    expect(sent.status, sent.text).toBe(201);
    // Quoted-printable: a line may be broken with "=" at its end.
    const text = received.find(({ to }) => to.includes(email))?.text.replace(/=\r?\n/g, '');
    expect(text).toContain('te envi');
    expect(text).toContain('Hola Ana Garc');
    expect(text).toContain('https://puente.example/dashboard');
  });

  it("goes to nobody when one student is another school's: 404", async () => {
    const a = await schoolWithPeople(app, 'Colegio A');
    const b = await schoolWithPeople(app, 'Colegio B');
    const sent = await a.counselor.client.post('/api/school/reminders', {
      studentIds: [a.student.id, b.student.id],
      message: 'Hola',
    });
    expect(sent.status).toBe(404);
    expect((await a.student.client.get('/api/user/notices')).body.unread).toBe(0);
    expect((await b.student.client.get('/api/user/notices')).body.unread).toBe(0);
  });

  it('refuses a long message, control characters and a huge list with 400, never 5xx', async () => {
    const { counselor, student } = await schoolWithPeople(app);
    const tries = [
      { studentIds: [student.id], message: 'a'.repeat(2001) },
      { studentIds: [student.id], message: 'Hola\u0000' },
      { studentIds: [student.id], message: '   ' },
      { studentIds: Array(5000).fill(1), message: 'Hola' },
      { studentIds: [String(student.id)], message: 'Hola' },
      { studentIds: [], message: 'Hola' },
      { studentIds: [1e300], message: 'Hola' },
      { studentIds: student.id, message: ['Hola'] },
    ];
    for (const body of tries) {
      const answer = await counselor.client.post('/api/school/reminders', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.fieldErrors).toBeDefined();
    }
    expect((await student.client.get('/api/user/notices')).body.unread).toBe(0);
  });

  it('reaches a student at most three times a day: the rest are skipped and said', async () => {
    const { admin, counselor, student } = await schoolWithPeople(app);
    const other = await invited(app, counselor.client, 'student');
    for (let day = 0; day < 3; day += 1) {
      const sent = await counselor.client.post('/api/school/reminders', {
        studentIds: [student.id],
        message: `Recordatorio ${day}`,
      });
      expect(sent.body.sent).toBe(1);
    }
    // Another of the school's staff counts against the same student's day.
    const fourth = await admin.client.post('/api/school/reminders', {
      studentIds: [student.id, other.id, student.id],
      message: 'Otro más',
    });
    expect(fourth.status).toBe(201);
    expect(fourth.body.sent).toBe(1);
    expect(fourth.body.skipped).toEqual([{ id: student.id, name: 'Ana García' }]);
    expect((await student.client.get('/api/user/notices')).body.unread).toBe(3);
    expect((await other.client.get('/api/user/notices')).body.unread).toBe(1);
  });

  it('is limited per counselor each hour: 429 with Retry-After', async () => {
    const { counselor } = await schoolWithPeople(app);
    const students = await Promise.all(
      Array.from({ length: 3 }, () => invited(app, counselor.client, 'student')),
    );
    const studentIds = students.map(({ id }) => id);
    for (let send = 0; send < 6; send += 1) {
      const sent = await counselor.client.post('/api/school/reminders', {
        studentIds,
        message: 'Hola',
      });
      expect(sent.status).toBe(201);
    }
    const refused = await counselor.client.post('/api/school/reminders', {
      studentIds,
      message: 'Hola',
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("marks only the student's own notices read", async () => {
    const a = await schoolWithPeople(app);
    const b = await schoolWithPeople(app);
    await a.counselor.client.post('/api/school/reminders', {
      studentIds: [a.student.id],
      message: 'Hola',
    });
    const notice = (await a.student.client.get('/api/user/notices')).body.notices[0];
    expect(
      (await b.student.client.post('/api/user/notices/read', { ids: [notice.id] })).body,
    ).toEqual({ unread: 0 });
    expect((await a.student.client.get('/api/user/notices')).body.unread).toBe(1);
    expect((await a.student.client.post('/api/user/notices/read', {})).body).toEqual({ unread: 0 });
  });
});

describe('a campaign', () => {
  it('becomes a task per question; the staff see who has answered', async () => {
    const { admin, counselor, student } = await schoolWithPeople(app);
    const other = await invited(app, counselor.client, 'student');
    const launched = await counselor.client.post('/api/school/campaigns', {
      studentIds: [student.id, other.id],
      title: 'Intereses',
      questions: ['¿Qué te gustaría estudiar?', '¿Dónde te ves en cinco años?'],
    });
    expect(launched.status, launched.text).toBe(201);
    expect(launched.body.campaign).toMatchObject({ students: 2, answered: 0, questions: 2 });

    const tasks = (await student.client.get('/api/user/tasks')).body;
    expect(tasks.map(({ question }: { question: string }) => question)).toEqual([
      '¿Qué te gustaría estudiar?',
      '¿Dónde te ves en cinco años?',
    ]);
    for (const task of tasks) {
      const answered = await student.client.put(`/api/user/tasks/${task.id}`, {
        answer: 'Ingeniería\n<script>',
      });
      expect(answered.status, answered.text).toBe(200);
      expect(answered.body.answer).toBe('Ingeniería\n<script>');
    }

    const list = (await admin.client.get('/api/school/campaigns')).body;
    expect(list[0]).toMatchObject({ title: 'Intereses', students: 2, answered: 1 });
    const details = (await counselor.client.get(`/api/school/campaigns/${list[0].id}`)).body;
    expect(details.recipients).toEqual(
      expect.arrayContaining([
        { id: student.id, name: 'Ana García', answeredQuestions: 2 },
        { id: other.id, name: 'Ana García', answeredQuestions: 0 },
      ]),
    );
  });

  it('refuses a long or empty answer, control characters, empty questions and too many with 400', async () => {
    const { counselor, student } = await schoolWithPeople(app);
    const bad = [
      { studentIds: [student.id], title: 'T', questions: [] },
      { studentIds: [student.id], title: 'T', questions: Array(11).fill('Q') },
      { studentIds: [student.id], title: '', questions: ['Q'] },
      { studentIds: [student.id], title: 'T', questions: ['a'.repeat(501)] },
      { studentIds: [student.id], title: 'T\u0007', questions: ['Q'] },
    ];
    for (const body of bad) {
      expect((await counselor.client.post('/api/school/campaigns', body)).status).toBe(400);
    }
    await counselor.client.post('/api/school/campaigns', {
      studentIds: [student.id],
      title: 'T',
      questions: ['Q'],
    });
    const [task] = (await student.client.get('/api/user/tasks')).body;
    for (const answer of ['a'.repeat(2001), 'Hola\u0000', '  ', ['Hola']]) {
      const refused = await student.client.put(`/api/user/tasks/${task.id}`, { answer });
      expect(refused.status).toBe(400);
    }
    expect((await student.client.get('/api/user/tasks')).body[0].answer).toBeNull();
    expect((await student.client.put('/api/user/tasks/999999', { answer: 'Hola' })).status).toBe(
      404,
    );
  });
});

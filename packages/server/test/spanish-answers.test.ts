import { describe, expect, it } from 'vitest';
import { newStudent, ROOMY_RATE_LIMITS, signedInStudent, startTestApp } from './utils';

// Every answer a Spanish-speaking student can get, in Mexican Spanish
// (languages.test.ts has the waitlist's and how the language is chosen).
const SPANISH = { headers: { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' } };

// `limited`: behind a trusted proxy with a small sign-in limit, so the 429 is reached.
const [app, limited] = await Promise.all([
  startTestApp(),
  startTestApp({
    config: {
      trustProxy: true,
      rateLimits: { ...ROOMY_RATE_LIMITS, loginPerAccount: 2 },
    },
  }),
]);

describe('answers in Mexican Spanish', () => {
  it('register: every field message, and the first as the message', async () => {
    const answer = await app
      .client()
      .post('/api/register', { username: '', password: 'abc', email: 'not-an-email' }, SPANISH);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      email: ['Correo electrónico no válido'],
      username: ['Escribe un nombre de usuario'],
      password: ['La contraseña debe tener al menos 6 caracteres'],
      privacyConsent: ['Acepta el aviso de privacidad para crear tu cuenta'],
    });
    expect(answer.body.message).toBe('Correo electrónico no válido');
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('register: a username taken, and a password the policy refuses', async () => {
    const student = newStudent();
    expect((await app.client().post('/api/register', student)).status).toBe(201);
    const taken = await app.client().post('/api/register', student, SPANISH);
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Ese nombre de usuario ya existe');

    const other = newStudent();
    const own = await app
      .client()
      .post('/api/register', { ...other, password: other.username }, SPANISH);
    expect(own.status).toBe(400);
    expect(own.body.fieldErrors.password).toEqual([
      'La contraseña no debe ser tu nombre de usuario',
    ]);
  });

  it('sign-in: a wrong username or password', async () => {
    const answer = await app
      .client()
      .post('/api/login', { username: 'nobody_here', password: 'wrong password' }, SPANISH);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('Nombre de usuario o contraseña incorrectos');
  });

  it('401 for a read that needs a session', async () => {
    const answer = await app.client().get('/api/selected-programs', SPANISH);
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('No has iniciado sesión');
  });

  it('404: an unknown programme, no profile yet, an unknown selection, an unknown path', async () => {
    const programme = await app.client().get('/api/foundation-programs/999999', SPANISH);
    expect(programme.status).toBe(404);
    expect(programme.body.message).toBe('No se encontró el programa');

    const { client } = await signedInStudent(app);
    const profile = await client.get('/api/student-info', SPANISH);
    expect(profile.status).toBe(404);
    expect(profile.body.message).toBe('Todavía no tienes un perfil de estudiante');

    const selection = await client.delete('/api/selected-programs/999999', SPANISH);
    expect(selection.status).toBe(404);
    expect(selection.body.message).toBe('No se encontró la selección');

    const path = await app.client().get('/api/no-such-thing', SPANISH);
    expect(path.status).toBe(404);
    expect(path.body.message).toBe('No se encontró');
  });

  it('student info: the form’s field messages', async () => {
    const { client } = await signedInStudent(app);
    const answer = await client.post(
      '/api/student-info',
      { intendedSubject: [], currentYear: 'first', mathScore: 120, overallGpa: 'x'.repeat(21) },
      SPANISH,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      intendedSubject: ['Elige al menos un área de estudio'],
      currentYear: ['Elige tu año escolar actual'],
      mathScore: ['Debe ser como máximo 100'],
      overallGpa: ['El promedio debe tener como máximo 20 caracteres'],
    });
    const three = await client.post(
      '/api/student-info',
      { intendedSubject: ['Law', 'Economics', 'Education'], currentYear: '12th' },
      SPANISH,
    );
    expect(three.body.message).toBe('Puedes elegir como máximo dos áreas de estudio');
  });

  it('selections: the programme id’s messages, an unknown programme, a bad id', async () => {
    const { client } = await signedInStudent(app);
    const noId = await client.post('/api/selected-programs', {}, SPANISH);
    expect(noId.status).toBe(400);
    expect(noId.body.fieldErrors).toEqual({ programId: ['El id del programa debe ser un número'] });
    const huge = await client.post('/api/selected-programs', { programId: 2 ** 40 }, SPANISH);
    expect(huge.body.message).toBe('El id del programa debe ser como máximo 2147483647');
    const unknown = await client.post('/api/selected-programs', { programId: 999_999 }, SPANISH);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No se encontró el programa');
    const badId = await client.delete('/api/selected-programs/abc', SPANISH);
    expect(badId.status).toBe(400);
    expect(badId.body.fieldErrors).toEqual({ id: ['El id debe ser un número entero'] });
  });

  it('the catalogue: a bad query’s field messages', async () => {
    const answer = await app
      .client()
      .get('/api/foundation-programs?page=0&pageSize=ten&sort=cheapest&open=yes', SPANISH);
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual({
      page: ['La página debe ser al menos 1'],
      pageSize: ['El tamaño de página debe ser un número entero'],
      sort: ['El orden debe ser uno de match, deadline, fees, rank'],
      open: ['«Abierto» debe ser verdadero o falso'],
    });
  });

  it('429: how many minutes to wait, as the Retry-After header says in seconds', async () => {
    const client = limited.client();
    const student = newStudent();
    const from = { headers: { ...SPANISH.headers, 'x-forwarded-for': '203.0.113.7' } };
    expect((await client.post('/api/register', student, from)).status).toBe(201);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const wrong = { username: student.username, password: 'wrong password' };
      expect((await limited.client().post('/api/login', wrong, from)).status).toBe(401);
    }
    const refused = await limited
      .client()
      .post('/api/login', { username: student.username, password: student.password }, from);
    expect(refused.status).toBe(429);
    const seconds = Number(refused.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(14 * 60);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(refused.body).toEqual({
      message: `Demasiados intentos de inicio de sesión. Inténtalo de nuevo en ${Math.ceil(seconds / 60)} minutos.`,
    });
    // The same refusal without Accept-Language: SPEC's English, its minutes as before.
    const english = await limited
      .client()
      .post(
        '/api/login',
        { username: student.username, password: student.password },
        { headers: { 'x-forwarded-for': '203.0.113.8' } },
      );
    expect(english.status).toBe(429);
    expect(english.body.message).toMatch(
      /^Too many sign-in attempts\. Please try again in 1[45] minutes\.$/,
    );
  });
});

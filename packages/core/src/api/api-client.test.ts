import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, errorMessage } from './api-error';

function stubFetch(status: number, body: string, statusText = '') {
  return vi.fn<typeof fetch>(async () => new Response(body || null, { status, statusText }));
}

describe('api client', () => {
  it('always sends cookies and a JSON content type with a body', async () => {
    const fetch = stubFetch(200, '{"id":1}');
    const api = createApiClient({ baseUrl: 'https://puente.example/', fetch });
    await api.login({ username: 'ana', password: 'secret1' });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://puente.example/api/login');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"username":"ana","password":"secret1"}',
    });
  });

  it('calls public endpoints without cross-origin cookies so any school site may use them', async () => {
    const fetch = stubFetch(201, '{}');
    await createApiClient({ fetch }).joinWaitlist({
      name: 'Ana',
      email: 'a@b.mx',
      schoolName: 'CIT',
    });
    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('same-origin');
  });

  it('throws "<status>: <body>" for a non-OK answer', async () => {
    const api = createApiClient({ fetch: stubFetch(409, '{"message":"Username already exists"}') });
    const error = await api
      .register({
        username: 'a',
        password: 'secret1',
        email: 'a@b.mx',
        firstName: '',
        lastName: '',
        privacyConsent: true,
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('409: {"message":"Username already exists"}');
    expect((error as ApiError).serverMessage).toBe('Username already exists');
    expect(errorMessage(error, 'fallback')).toBe('Username already exists');
  });

  it('uses the status text when the body is empty', async () => {
    const api = createApiClient({ fetch: stubFetch(503, '', 'Service Unavailable') });
    await expect(api.get('/api/health')).rejects.toThrow('503: Service Unavailable');
  });

  it('reads a 401 as null when asked to, and fails by default', async () => {
    const api = createApiClient({ fetch: stubFetch(401, '{"message":"Not signed in"}') });
    await expect(api.currentUser()).resolves.toBeNull();
    await expect(api.get('/api/user')).rejects.toThrow('401: {"message":"Not signed in"}');
  });

  it('exposes field messages of a 400', async () => {
    const body = JSON.stringify({
      message: 'Invalid email address',
      fieldErrors: { email: ['Invalid email address'] },
    });
    const error = await createApiClient({ fetch: stubFetch(400, body) })
      .post('/api/register', {})
      .catch((e: unknown) => e);
    expect((error as ApiError).fieldErrors).toEqual({ email: ['Invalid email address'] });
  });

  it('reads the catalogue publicly, with only the filters given, and can be cancelled', async () => {
    const fetch = stubFetch(200, '{"items":[],"total":0,"page":2,"pageSize":20,"pageCount":1}');
    const api = createApiClient({ baseUrl: 'https://puente.example', fetch });
    const controller = new AbortController();
    await api.foundationProgrammes(
      { q: "king's college", subject: '', page: 2, pageSize: 20 },
      { signal: controller.signal },
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(
      'https://puente.example/api/foundation-programs?q=king%27s+college&page=2&pageSize=20',
    );
    expect(init?.credentials).toBe('same-origin');
    expect(init?.signal).toBe(controller.signal);

    await api.foundationProgrammes();
    expect(fetch.mock.calls[1]?.[0]).toBe('https://puente.example/api/foundation-programs');
  });

  it('reads a missing student profile (404) as null, and other failures as errors', async () => {
    const missing = createApiClient({
      fetch: stubFetch(404, '{"message":"No student profile yet"}'),
    });
    await expect(missing.studentInfo()).resolves.toBeNull();
    const broken = createApiClient({ fetch: stubFetch(500, 'boom') });
    await expect(broken.studentInfo()).rejects.toThrow('500: boom');
    const signedOut = createApiClient({ fetch: stubFetch(401, 'Not signed in') });
    await expect(signedOut.studentInfo()).rejects.toThrow('401: Not signed in');
  });

  it('saves the profile and changes selections with the SPEC §7 calls', async () => {
    const fetch = stubFetch(200, '{}');
    const api = createApiClient({ fetch });
    await api.saveStudentInfo({ intendedSubject: ['Law'], currentYear: '12th' });
    await api.selectedProgrammes();
    await api.selectProgramme(12);
    await api.removeSelection(5);
    await api.savePersonalStatement(5, 'I want to study law');
    const calls = fetch.mock.calls.map(([url, init]) => [init?.method, url, init?.body]);
    expect(calls).toEqual([
      ['POST', '/api/student-info', '{"intendedSubject":["Law"],"currentYear":"12th"}'],
      ['GET', '/api/selected-programs', undefined],
      ['POST', '/api/selected-programs', '{"programId":12}'],
      ['DELETE', '/api/selected-programs/5', undefined],
      [
        'PUT',
        '/api/selected-programs/5/personal-statement',
        '{"personalStatement":"I want to study law"}',
      ],
    ]);
    expect(fetch.mock.calls.every(([, init]) => init?.credentials === 'include')).toBe(true);
  });
});

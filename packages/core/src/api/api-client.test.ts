import { describe, expect, it, vi } from 'vitest';
import { createApiClient, queryFnFor } from './api-client';
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

  it('reads the path given as the first query key', async () => {
    const fetch = stubFetch(200, '[1,2]');
    const read = queryFnFor(createApiClient({ fetch }));
    await expect(read({ queryKey: ['/api/selected-programs'] })).resolves.toEqual([1, 2]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/selected-programs');
  });
});

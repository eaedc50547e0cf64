import { createApiClient } from '@puente/core';
import { describe, expect, it, vi } from 'vitest';
import { MORELOS } from '../testing/new-school';
import { maria, signedInServer, signedOutServer } from '../testing/servers';
import { avatarLetter, createSession } from './session';

describe('session store', () => {
  it('is loading until GET /api/user answers, then signed in as that user', async () => {
    const server = signedInServer();
    const session = createSession(createApiClient({ fetch: server.fetch }));
    expect(session.status.value).toBe('loading');

    await session.load();
    expect(session.status.value).toBe('signed-in');
    expect(session.user.value).toEqual(maria);
    expect(server.callsTo('GET /api/user')[0]?.credentials).toBe('include');
  });

  it('reads a 401 as signed out', async () => {
    const session = createSession(createApiClient({ fetch: signedOutServer().fetch }));
    await session.load();
    expect(session.status.value).toBe('signed-out');
    expect(session.user.value).toBeNull();
  });

  it('on a prerendered page, is signed out from the start and asks nobody', async () => {
    const server = signedOutServer();
    const session = createSession(createApiClient({ fetch: server.fetch }), { signedOut: true });
    expect(session.status.value).toBe('signed-out');
    await session.load();
    expect(session.status.value).toBe('signed-out');
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('on a page rendered for a signed-in student, is them from the start and asks nobody', async () => {
    const server = signedInServer();
    const session = createSession(createApiClient({ fetch: server.fetch }), { signedIn: maria });
    expect(session.status.value).toBe('signed-in');
    expect(session.user.value).toEqual(maria);
    await session.load();
    expect(session.user.value).toEqual(maria);
    expect(server.callsTo('GET /api/user')).toHaveLength(0);
  });

  it('asks the server once however many screens load it', async () => {
    const server = signedOutServer();
    const session = createSession(createApiClient({ fetch: server.fetch }));
    await Promise.all([session.load(), session.load()]);
    await session.load();
    expect(server.callsTo('GET /api/user')).toHaveLength(1);
  });

  it("creating a school signs its admin in; joining or leaving one changes the user's role and school", async () => {
    const onUserChange = vi.fn();
    const session = createSession(createApiClient({ fetch: signedOutServer().fetch }), {
      onUserChange,
    });
    await session.load();
    const admin = await session.createSchool(MORELOS);
    expect(session.user.value).toEqual(admin);
    expect(admin).toMatchObject({ role: 'admin', school: { name: 'Colegio Morelos' } });

    session.changeMembership({ role: 'student', school: null });
    expect(session.user.value).toMatchObject({ username: 'elena', role: 'student', school: null });
    expect(onUserChange).toHaveBeenCalledTimes(2);
  });

  it('signs in with the form body and keeps the answered user', async () => {
    const server = signedOutServer({ 'POST /api/login': () => ({ status: 200, body: maria }) });
    const onUserChange = vi.fn();
    const session = createSession(createApiClient({ fetch: server.fetch }), { onUserChange });
    await session.load();

    await session.login({ username: 'maria.g', password: 'secret1', rememberMe: true });
    expect(server.callsTo('POST /api/login')[0]?.body).toEqual({
      username: 'maria.g',
      password: 'secret1',
      rememberMe: true,
    });
    expect(session.user.value).toEqual(maria);
    expect(onUserChange).toHaveBeenCalledWith(maria);
  });

  it('keeps the visitor signed out when the server refuses the login', async () => {
    const server = signedOutServer({
      'POST /api/login': () => ({ status: 401, body: { message: 'Invalid username or password' } }),
    });
    const session = createSession(createApiClient({ fetch: server.fetch }));
    await session.load();
    await expect(session.login({ username: 'maria.g', password: 'nope' })).rejects.toThrow(
      '401: {"message":"Invalid username or password"}',
    );
    expect(session.status.value).toBe('signed-out');
  });

  it('registers and is then signed in; logout clears the user', async () => {
    const server = signedOutServer({
      'POST /api/register': () => ({ status: 201, body: maria }),
      'POST /api/logout': () => ({ status: 200, body: { ok: true } }),
    });
    const session = createSession(createApiClient({ fetch: server.fetch }));
    await session.register({
      username: 'maria.g',
      password: 'secret1',
      email: 'maria@example.mx',
      firstName: 'María',
      privacyConsent: true,
      lastName: 'García',
    });
    expect(session.status.value).toBe('signed-in');

    await session.logout();
    expect(session.status.value).toBe('signed-out');
    expect(server.callsTo('POST /api/logout')).toHaveLength(1);
  });

  it('does not let a slow first GET /api/user undo a login that answered sooner', async () => {
    let answerUser: (value: { status: number; body?: unknown }) => void = () => {};
    const server = signedOutServer({
      'GET /api/user': () => new Promise((resolve) => (answerUser = resolve)),
      'POST /api/login': () => ({ status: 200, body: maria }),
    });
    const session = createSession(createApiClient({ fetch: server.fetch }));
    const loading = session.load();
    await session.login({ username: 'maria.g', password: 'secret1' });
    answerUser({ status: 401, body: 'Unauthorized' });
    await loading;
    expect(session.user.value).toEqual(maria);
  });
});

describe('avatar letter', () => {
  it('is the first letter of the first name', () => {
    expect(avatarLetter({ firstName: 'maría', username: 'zed' })).toBe('m');
    expect(avatarLetter({ firstName: 'María', username: 'zed' })).toBe('M');
  });

  it('is the uppercased first letter of the username without a first name', () => {
    expect(avatarLetter({ firstName: null, username: 'zed' })).toBe('Z');
    expect(avatarLetter({ firstName: '  ', username: 'ana' })).toBe('A');
  });
});

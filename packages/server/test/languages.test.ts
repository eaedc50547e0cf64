import { describe, expect, it } from 'vitest';
import { startTestApp } from './utils';

const app = await startTestApp();

const badWaitlistBody = { name: 'A', email: 'not-an-email', schoolName: 'B' };

describe('the language of the answers', () => {
  it.each([
    [
      "SPEC's English without Accept-Language",
      {},
      {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        schoolName: ['School name must be at least 2 characters'],
      },
    ],
    [
      'Mexican Spanish for a Spanish-speaking browser, field messages included',
      { 'Accept-Language': 'es-MX,es;q=0.9' },
      {
        name: ['El nombre debe tener al menos 2 caracteres'],
        email: ['Escribe un correo electrónico válido'],
        schoolName: ['El nombre de la escuela debe tener al menos 2 caracteres'],
      },
    ],
  ])('is %s', async (_language, headers, fieldErrors) => {
    const answer = await app.client().post('/api/waitlist', badWaitlistBody, { headers });
    expect(answer.status).toBe(400);
    expect(answer.body.fieldErrors).toEqual(fieldErrors);
    expect(answer.body.message).toBe(fieldErrors.name[0]);
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('varies on Accept-Language in English too: a cache never gives a Spanish browser the English 404', async () => {
    const answer = await app.client().get('/api/no-such-thing');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Not found');
    expect(answer.headers.get('vary')).toMatch(/Accept-Language/i);
  });

  it('takes the first language it speaks, by weight: any Spanish is es-MX', async () => {
    const answer = await app.client().get('/api/user', {
      headers: { 'Accept-Language': 'fr-FR, en;q=0.5, es-419;q=0.8' },
    });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe('No has iniciado sesión');
  });

  it('stays English for a language it does not speak, and never fails on a broken header', async () => {
    for (const header of ['fr-FR', ';;;q=x,,', 'es;q=0', '*']) {
      const answer = await app
        .client()
        .get('/api/user', { headers: { 'Accept-Language': header } });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('Not signed in');
    }
  });
});

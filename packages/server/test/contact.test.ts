import { DEFAULT_CONTACT_EMAIL } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './utils';

/** Where families write to Puente (README: CONTACT_EMAIL). */
const configured = await startTestApp({ config: { contactEmail: 'ayuda@colegio.example' } });

describe('GET /api/contact', () => {
  it('answers the operator’s address to anyone', async () => {
    const answer = await configured.client().get('/api/contact');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ email: 'ayuda@colegio.example' });
  });

  it('answers the reserved default when the operator sets none', async () => {
    const plain = await startTestApp();
    expect((await plain.client().get('/api/contact')).body).toEqual({
      email: DEFAULT_CONTACT_EMAIL,
    });
  });
});

import { DEFAULT_EXCHANGE_RATE } from '@puente/core';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './utils';

/** The pounds-to-pesos rate the MXN estimates use (README: GBP_MXN_RATE, GBP_MXN_RATE_DATE). */
const configured = await startTestApp({
  config: { exchangeRate: { gbpToMxn: 23.9, date: '2026-11-28' } },
});

describe('GET /api/exchange-rate', () => {
  it('answers the operator’s rate and its day to anyone, from any site', async () => {
    const answer = await configured
      .client()
      .get('/api/exchange-rate', { headers: { origin: 'https://colegio.example' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ gbpToMxn: 23.9, date: '2026-11-28' });
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers the committed default when the operator sets none', async () => {
    const plain = await startTestApp();
    expect((await plain.client().get('/api/exchange-rate')).body).toEqual(DEFAULT_EXCHANGE_RATE);
  });
});

describe('GET /api/foundation-programs: the rate with the programmes', () => {
  it('carries the operator’s rate and its day, so the cards draw pesos with their first paint', async () => {
    const answer = await configured.client().get('/api/foundation-programs?page=1&pageSize=2');
    expect(answer.status).toBe(200);
    expect(answer.body.exchangeRate).toEqual({ gbpToMxn: 23.9, date: '2026-11-28' });
    expect(answer.body.items).toHaveLength(2);
  });

  it('carries null when the catalogue has no rate to give', async () => {
    const none = await startTestApp({ catalogue: { exchangeRate: null } });
    const answer = await none.client().get('/api/foundation-programs?page=1&pageSize=1');
    expect(answer.status).toBe(200);
    expect(answer.body.exchangeRate).toBeNull();
  });
});

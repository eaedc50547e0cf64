import { Router } from '@koa/router';
import type { ExchangeRate } from '@puente/core';
import { setJsonBody } from '../../answer-headers';

export const EXCHANGE_RATE_PATH = '/api/exchange-rate';

/**
 * GET /api/exchange-rate (anyone): the operator's pounds-to-pesos rate and
 * its day (GBP_MXN_RATE, GBP_MXN_RATE_DATE), for the MXN estimates beside
 * every pound amount. Configured, never fetched from elsewhere.
 */
export function exchangeRateRoutes({ rate }: { rate: ExchangeRate }): Router {
  // Serialised once: the rate changes only with a restart.
  const body = JSON.stringify({ gbpToMxn: rate.gbpToMxn, date: rate.date });
  return new Router().get(EXCHANGE_RATE_PATH, (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    setJsonBody(ctx, body);
  });
}

import type { Message } from '../i18n/message';
import type { ExchangeRate } from './money';

// Apart from money.ts, which every element's shared code holds: only what shows pesos loads these.

/**
 * A pound amount in pesos, rounded as an estimate should read: to the nearest
 * thousand from 10,000 pesos, else to the nearest ten. Null without a usable rate.
 */
export function mxnEstimate(gbp: number, rate: ExchangeRate | null | undefined): number | null {
  if (!rate || !Number.isFinite(rate.gbpToMxn) || rate.gbpToMxn <= 0) return null;
  const pesos = gbp * rate.gbpToMxn;
  const step = pesos >= 10_000 ? 1000 : 10;
  return Math.round(pesos / step) * step;
}

/**
 * What stands beside a pound amount: its pesos and the rate's day, both
 * already formatted; a yearly amount (tuition) says so, a one-off does not.
 */
export function pesosEstimateMessage(
  values: { amount: string; date: string },
  perYear: boolean,
): Message {
  return perYear
    ? { id: /*i18n*/ '≈ {amount} MXN a year (exchange rate of {date})', values }
    : { id: /*i18n*/ '≈ {amount} MXN (exchange rate of {date})', values };
}

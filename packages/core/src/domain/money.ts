import { type Locale, perLocale } from '../i18n/locale';
import type { Message } from '../i18n/message';

const pounds = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

const pesos = perLocale(
  (locale) =>
    new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'MXN',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);

/**
 * Pounds without decimals, never converted (SPEC §1): 15000 → "£15,000" in
 * en-GB, "£15,000" in es-MX too (the symbol, not "GBP", reads at a glance).
 */
export function formatGbp(amount: number, locale: Locale): string {
  return pounds(locale).format(amount);
}

/** Pesos without decimals: 512000 → "$512,000" (the message around it says "MXN"). */
export function formatMxn(amount: number, locale: Locale): string {
  return pesos(locale).format(amount);
}

/**
 * The operator's pounds-to-pesos rate and the day it was taken (ISO
 * `YYYY-MM-DD`): configured, never fetched, so every estimate says its date.
 */
export interface ExchangeRate {
  /** Pesos for one pound. */
  gbpToMxn: number;
  date: string;
}

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

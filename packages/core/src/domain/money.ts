import { type Locale, perLocale } from '../i18n/locale';

/** Whole amounts of `currency`, written the locale's way, with its symbol. */
const wholeAmounts = (currency: 'GBP' | 'MXN') =>
  perLocale(
    (locale) =>
      new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: 0,
        maximumFractionDigits: 0,
      }),
  );

const pounds = wholeAmounts('GBP');
const pesos = wholeAmounts('MXN');

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

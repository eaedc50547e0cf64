import { type Locale, perLocale } from '../i18n/locale';

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

/**
 * Pounds without decimals, never converted (SPEC §1): 15000 → "£15,000" in
 * en-GB, "£15,000" in es-MX too (the symbol, not "GBP", reads at a glance).
 */
export function formatGbp(amount: number, locale: Locale): string {
  return pounds(locale).format(amount);
}

import type { Locale } from '../i18n/locale';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * Pounds without decimals, never converted (SPEC §1): 15000 → "£15,000" in
 * en-GB, "£15,000" in es-MX too (the symbol, not "GBP", reads at a glance).
 */
export function formatGbp(amount: number, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'GBP',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(locale, format);
  }
  return format.format(amount);
}

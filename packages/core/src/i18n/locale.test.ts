import { describe, expect, it } from 'vitest';
import { acceptedLanguages, isLocale, localeOf, localeOfTag, negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it('reads any Spanish as Mexican Spanish, wherever it is from', () => {
    for (const tag of ['es', 'es-MX', 'es-419', 'es-ES', 'es-AR', 'ES_mx', ' es ']) {
      expect(negotiateLocale([tag]), tag).toBe('es-MX');
    }
  });

  it("reads any English as SPEC's en-GB", () => {
    for (const tag of ['en', 'en-GB', 'en-US', 'EN-au']) {
      expect(negotiateLocale([tag]), tag).toBe('en-GB');
    }
  });

  it('takes the first language of the list it speaks', () => {
    expect(negotiateLocale(['fr-FR', 'pt-BR', 'es-419', 'en-US'])).toBe('es-MX');
    expect(negotiateLocale(['fr-FR', 'en-US', 'es-MX'])).toBe('en-GB');
  });

  it('falls back to en-GB for languages it does not speak, or none', () => {
    expect(negotiateLocale(['fr-FR', 'de', 'pt-BR'])).toBe('en-GB');
    expect(negotiateLocale(['english', 'espanol', 'e', ''])).toBe('en-GB');
    expect(negotiateLocale([])).toBe('en-GB');
    expect(negotiateLocale(null)).toBe('en-GB');
    expect(negotiateLocale(undefined)).toBe('en-GB');
  });

  it('names only the two locales', () => {
    expect(localeOfTag('fr')).toBeUndefined();
    expect(isLocale('es-MX')).toBe(true);
    expect(isLocale('es')).toBe(false);
  });

  it("types Lingui's string as a locale, the default for any other", () => {
    expect(localeOf('es-MX')).toBe('es-MX');
    expect(localeOf('fr')).toBe('en-GB');
  });
});

describe('acceptedLanguages', () => {
  it('orders by weight, keeping the written order among equal weights', () => {
    expect(acceptedLanguages('fr-FR, en;q=0.5, es-419;q=0.8')).toEqual(['fr-FR', 'es-419', 'en']);
    expect(acceptedLanguages('en;q=0.8,es;q=0.9')).toEqual(['es', 'en']);
    expect(acceptedLanguages('en, es')).toEqual(['en', 'es']);
    expect(acceptedLanguages('es-MX,es;q=0.9,en-US;q=0.8,en;q=0.7')).toEqual([
      'es-MX',
      'es',
      'en-US',
      'en',
    ]);
  });

  it('chooses by those weights', () => {
    expect(negotiateLocale(acceptedLanguages('en;q=0.1, es-419;q=0.9'))).toBe('es-MX');
    expect(negotiateLocale(acceptedLanguages('es;q=0.5, en-GB'))).toBe('en-GB');
  });

  it('drops what q=0 refuses, the wildcard and empty or broken entries', () => {
    expect(acceptedLanguages('es;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages('es;q=0')).toEqual([]);
    expect(acceptedLanguages('*')).toEqual([]);
    expect(acceptedLanguages('*, es;q=0.5')).toEqual(['es']);
    expect(acceptedLanguages(';;;q=x,,')).toEqual([]);
    expect(acceptedLanguages('es;q=abc, en')).toEqual(['en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(negotiateLocale(acceptedLanguages('es;q=0, *'))).toBe('en-GB');
  });

  it('reads at most the first 32 entries of a huge header, at once', () => {
    const huge = `${'fr,'.repeat(200_000)}es`;
    const started = performance.now();
    const languages = acceptedLanguages(huge);
    expect(performance.now() - started).toBeLessThan(500);
    expect(languages).toHaveLength(32);
    expect(negotiateLocale(languages)).toBe('en-GB');
    expect(negotiateLocale(acceptedLanguages(`${'fr,'.repeat(31)}es`))).toBe('es-MX');
    expect(negotiateLocale(acceptedLanguages(`es-MX;q=0.9;${'x'.repeat(1_000_000)}`))).toBe(
      'es-MX',
    );
  });
});

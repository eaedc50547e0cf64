import { describe, expect, it } from 'vitest';
import { prerenderedLocale } from './initial-locale';
import { createLocaleStore, LOCALE_STORAGE_KEY } from './locale';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the site language', () => {
  it.each([
    [['es-MX', 'en'], 'es-MX'],
    [['es'], 'es-MX'],
    [['es-419'], 'es-MX'],
    [['es-ES', 'en-GB'], 'es-MX'],
    [['fr-FR', 'es-AR'], 'es-MX'],
    [['en-US', 'es-MX'], 'en-GB'],
    [['de-DE'], 'en-GB'],
    [[], 'en-GB'],
  ])('follows the browser languages %j as %s when nothing was chosen', (languages, expected) => {
    expect(createLocaleStore({ storage: memoryStorage(), languages }).locale.value).toBe(expected);
  });

  it("keeps the visitor's choice over the browser's, across visits", () => {
    const storage = memoryStorage();
    createLocaleStore({ storage, languages: ['es-MX'] }).setLocale('en-GB');
    expect(storage.values.get(LOCALE_STORAGE_KEY)).toBe('en-GB');
    expect(createLocaleStore({ storage, languages: ['es-MX'] }).locale.value).toBe('en-GB');
  });

  it('tells the server the choice too, in a cookie, for the prerendered pages', () => {
    createLocaleStore({ storage: memoryStorage(), languages: ['en-GB'] }).setLocale('es-MX');
    expect(document.cookie).toContain('puente-locale=es-MX');
  });

  it("hydrates a prerendered page in the page's language, whatever was saved", () => {
    const html = document.documentElement;
    html.lang = 'es-MX';
    expect(prerenderedLocale()).toBeUndefined();
    html.setAttribute('data-prerendered', '');
    try {
      expect(prerenderedLocale()).toBe('es-MX');
      const store = createLocaleStore({
        storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'en-GB' }),
        locale: prerenderedLocale(),
      });
      expect(store.locale.value).toBe('es-MX');
    } finally {
      html.removeAttribute('data-prerendered');
    }
  });

  it('ignores a stored value that is no language of ours, and storage that throws', () => {
    expect(
      createLocaleStore({
        storage: memoryStorage({ [LOCALE_STORAGE_KEY]: 'klingon' }),
        languages: ['es'],
      }).locale.value,
    ).toBe('es-MX');
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    const store = createLocaleStore({ storage: broken, languages: ['es'] });
    store.setLocale('en-GB');
    expect(store.locale.value).toBe('en-GB');
  });
});

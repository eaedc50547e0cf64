import { describe, expect, it, vi } from 'vitest';
import { defineCatalog, downloadCatalogsEarly, holdsCatalog, loadCatalog } from './catalog';
import { createI18n } from './create-i18n';

function sampleCatalog(name: string) {
  const loadSpanish = vi.fn(async () => ({ messages: { Hello: 'Hola' } }));
  return { catalog: defineCatalog(name, {}, loadSpanish), loadSpanish };
}

describe('catalogs', () => {
  it('downloads a language once a page, however many instances ask', async () => {
    const { catalog, loadSpanish } = sampleCatalog('test/once');
    const first = createI18n('es-MX');
    const second = createI18n('es-MX');
    await Promise.all([
      loadCatalog(first, catalog, 'es-MX'),
      loadCatalog(second, catalog, 'es-MX'),
    ]);
    expect(loadSpanish).toHaveBeenCalledOnce();
    expect(first._('Hello')).toBe('Hola');
    expect(second._('Hello')).toBe('Hola');
    expect(holdsCatalog(first, catalog, 'es-MX')).toBe(true);
  });

  it('never downloads anything for English', async () => {
    const { catalog, loadSpanish } = sampleCatalog('test/english');
    const english = createI18n('en-GB');
    await loadCatalog(english, catalog, 'en-GB');
    downloadCatalogsEarly('en-GB', [catalog]);
    expect(loadSpanish).not.toHaveBeenCalled();
    expect(english._('Hello')).toBe('Hello');
  });

  it('starts a Spanish visit’s catalogs early, and a later load uses that download', async () => {
    const { catalog, loadSpanish } = sampleCatalog('test/early');
    downloadCatalogsEarly('es-MX', [catalog]);
    expect(loadSpanish).toHaveBeenCalledOnce();
    const spanish = createI18n('es-MX');
    await loadCatalog(spanish, catalog, 'es-MX');
    expect(loadSpanish).toHaveBeenCalledOnce();
    expect(spanish._('Hello')).toBe('Hola');
  });

  it('asks again after a failed download', async () => {
    const loadSpanish = vi
      .fn<() => Promise<{ messages: Record<string, string> }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ messages: { Hello: 'Hola' } });
    const catalog = defineCatalog('test/retry', {}, loadSpanish);
    const spanish = createI18n('es-MX');
    await expect(loadCatalog(spanish, catalog, 'es-MX')).rejects.toThrow('offline');
    await loadCatalog(spanish, catalog, 'es-MX');
    expect(spanish._('Hello')).toBe('Hola');
  });
});

import { describe, expect, it } from 'vitest';
import { compileCatalog } from './i18n';

// The check `pnpm lint` runs (`pnpm i18n --check`): no English may slip into
// the Spanish product unnoticed.
const compile = (entries: Record<string, { translation?: string }>) =>
  compileCatalog('widgets/example', '/tmp/example/locales', entries, '@puente/core');

/** The messages a compiled module holds (`export const messages = JSON.parse("…")`). */
function messagesOf(files: { path: string; content: string }[], locale: string) {
  const content = files.find(({ path }) => path.endsWith(`${locale}.ts`))?.content ?? '';
  const json = content.slice(content.indexOf('JSON.parse(') + 11, content.lastIndexOf(')'));
  return JSON.parse(JSON.parse(json)) as Record<string, unknown>;
}

describe('the catalog check', () => {
  it('passes a catalog whose every message has its es-MX translation', () => {
    const { problems, files } = compile({
      'Add to My Selections': { translation: 'Agregar a Mis selecciones' },
      '{count, plural, one {# programme found} other {# programmes found}}': {
        translation: '{count, plural, one {# programa encontrado} other {# programas encontrados}}',
      },
    });
    expect(problems).toEqual([]);
    expect(files.map(({ path }) => path)).toEqual([
      '/tmp/example/locales/en-GB.ts',
      '/tmp/example/locales/es-MX.ts',
      '/tmp/example/locales/index.ts',
    ]);
  });

  it('reports a message with no es-MX translation, and leaves it out of the Spanish', () => {
    const { problems, files } = compile({
      'Add to My Selections': { translation: 'Agregar a Mis selecciones' },
      'My Selections': { translation: '' },
      Deadline: {},
    });
    expect(problems).toEqual([
      { catalog: 'widgets/example', message: 'es-MX has no translation of "Deadline"' },
      { catalog: 'widgets/example', message: 'es-MX has no translation of "My Selections"' },
    ]);
    expect(Object.keys(messagesOf(files, 'es-MX'))).toEqual(['Add to My Selections']);
  });

  it('reports a translation that is not a valid ICU message', () => {
    const { problems } = compile({
      '{count} programmes found': { translation: '{count programas encontrados' },
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/^es-MX "\{count programas encontrados": /);
  });

  it('compiles en-GB only for the messages with ICU arguments', () => {
    const { files } = compile({
      'Add to My Selections': { translation: 'Agregar a Mis selecciones' },
      '{count} programmes found': { translation: '{count} programas encontrados' },
    });
    expect(Object.keys(messagesOf(files, 'en-GB'))).toEqual(['{count} programmes found']);
    expect(Object.keys(messagesOf(files, 'es-MX'))).toHaveLength(2);
  });
});

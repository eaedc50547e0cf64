import { PREVIEW_TEXT } from '@puente/ui/loader/finder-preview';
import { describe, expect, it } from 'vitest';
import { messages as english } from './locales/en-GB';
import { messages as spanish } from './locales/es-MX';

/** A compiled message as its source reads: `["{", ["amount"], "/year"]` → `{amount}/year`. */
const source = (compiled: unknown): string =>
  Array.isArray(compiled)
    ? compiled.map((part) => (Array.isArray(part) ? `{${part[0]}}` : String(part))).join('')
    : String(compiled);

describe('the loader’s preview of the finder', () => {
  it('says what the finder says, in both languages, from the finder’s own messages', () => {
    for (const [key, id] of Object.entries(PREVIEW_TEXT['en-GB'])) {
      expect(id in spanish, id).toBe(true);
      expect(source((english as Record<string, unknown>)[id] ?? [id])).toBe(id);
      expect(PREVIEW_TEXT['es-MX'][key as keyof (typeof PREVIEW_TEXT)['es-MX']]).toBe(
        source((spanish as Record<string, unknown>)[id]),
      );
    }
  });
});

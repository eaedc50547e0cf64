import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { elementChunkGroups } from './element-chunks';

const ALL = ['advisor-chat', 'programme-finder', 'timeline'];

/** The chunk a module goes to: the first group, highest priority first, that names one. */
function chunksOf(graph: Record<string, { features: string[]; later: string[]; size: number }>) {
  const file = join(mkdtempSync(join(tmpdir(), 'element-chunks-')), 'graph.json');
  writeFileSync(file, JSON.stringify(graph));
  const groups = elementChunkGroups(file, ALL.length).sort((a, b) => b.priority - a.priority);
  return (id: string) => {
    for (const group of groups) {
      const name = typeof group.name === 'function' ? group.name(id) : group.name;
      const matches = 'test' in group && group.test ? group.test(id) : name !== null;
      if (matches && name) return name;
    }
    return null;
  };
}

describe('elementChunkGroups', () => {
  const chunkOf = chunksOf({
    '/core/src/assistant/advisor-chat-script.ts': {
      features: ['advisor-chat'],
      later: ALL,
      size: 9000,
    },
    '/core/src/assistant/assistant.ts': { features: [], later: ALL, size: 9000 },
    '/ui/src/kit/results.tsx': { features: ['programme-finder'], later: [], size: 9000 },
    '/ui/src/kit/compare.tsx': {
      features: ['programme-finder'],
      later: ['programme-finder', 'timeline'],
      size: 9000,
    },
    '/ui/src/kit/compare-dialog.tsx': { features: [], later: ['programme-finder'], size: 9000 },
    '/ui/src/kit/date.ts': { features: ['programme-finder', 'timeline'], later: [], size: 9000 },
    '/core/src/i18n/message.ts': { features: ['programme-finder'], later: ALL, size: 500 },
    '/core/src/locales/statement/es-MX.ts': { features: [], later: ['advisor-chat'], size: 3000 },
  });

  it("puts what one element shows first and several others load later in a chunk of its own, not that element's", () => {
    expect(chunkOf('/core/src/assistant/advisor-chat-script.ts')).toBe('shared-later~advisor-chat');
  });

  it('keeps what no element shows first in the later chunks: shared when several load it, else the element’s', () => {
    expect(chunkOf('/core/src/assistant/assistant.ts')).toBe('later');
    expect(chunkOf('/ui/src/kit/compare-dialog.tsx')).toBe('programme-finder-later');
  });

  it('keeps an element’s own content, and what one other element loads later, in its chunk', () => {
    expect(chunkOf('/ui/src/kit/results.tsx')).toBe('programme-finder');
    expect(chunkOf('/ui/src/kit/compare.tsx')).toBe('programme-finder');
    expect(chunkOf('/ui/src/kit/date.ts')).toBe('shared~programme-finder~timeline');
  });

  it('puts a few hundred bytes one element shows first and others load later in the chunk every element loads: not worth a request', () => {
    expect(chunkOf('/core/src/i18n/message.ts')).toBe(
      'shared~advisor-chat~programme-finder~timeline',
    );
  });

  it('leaves every Spanish catalog, a package’s nested ones included, to a chunk of its own', () => {
    expect(chunkOf('/core/src/locales/statement/es-MX.ts')).toBeNull();
  });

  it('puts React in its own chunk', () => {
    expect(chunkOf('/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react');
  });
});

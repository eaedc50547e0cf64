/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest, buildReference, EMBEDDING_DOC, withReference } from './manifest';

import.meta.glob('../src/*/*.element.ts', { eager: true });

const committed = readFileSync(join(__dirname, '..', 'custom-elements.json'), 'utf8');

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  events: { name: string }[];
}

const declarations: Declaration[] = JSON.parse(committed).modules.flatMap(
  (module: { declarations: Declaration[] }) => module.declarations,
);

describe('custom-elements.json', () => {
  it('is up to date with the elements’ JSDoc (run `pnpm --filter @puente/widgets manifest`)', () => {
    expect(committed).toBe(buildManifest());
  });

  it('is what docs/embedding.md lists (run `pnpm --filter @puente/widgets manifest`)', () => {
    const doc = readFileSync(EMBEDDING_DOC, 'utf8');
    expect(doc).toBe(withReference(doc, buildReference()));
  });

  it.each(declarations.map((declaration) => [declaration.tagName, declaration] as const))(
    'documents exactly the attributes <%s> observes, and its puente-ready',
    (tagName, declaration) => {
      const element = customElements.get(tagName) as unknown as { observedAttributes: string[] };
      // `lang` is followed by every element's root (its own and its ancestors', so not by r2wc).
      expect(declaration.attributes.map(({ name }) => name).sort()).toEqual(
        [...element.observedAttributes, 'lang'].sort(),
      );
      expect(declaration.events.map(({ name }) => name)).toContain('puente-ready');
    },
  );
});

/// <reference types="vite/client" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyze,
  buildManifest,
  buildReference,
  EMBEDDING_DOC,
  manifestJson,
  withReference,
} from '@puente/ui/scripts/manifest';
import { describe, expect, it } from 'vitest';

import.meta.glob('../src/*/*.element.ts', { eager: true });

const packageDir = join(__dirname, '..');
const committed = readFileSync(join(packageDir, 'custom-elements.json'), 'utf8');

interface Declaration {
  tagName?: string;
  attributes: { name: string }[];
  events: { name: string }[];
}

const declarations = JSON.parse(committed)
  .modules.flatMap((module: { declarations: Declaration[] }) => module.declarations)
  .filter((declaration: Declaration) => declaration.tagName) as (Declaration & {
  tagName: string;
})[];

describe('custom-elements.json', () => {
  it('is up to date with the elements’ JSDoc (run `pnpm --filter @puente/widgets manifest`)', () => {
    expect(committed).toBe(manifestJson(buildManifest(packageDir)));
  });

  it('is what docs/embedding.md lists (run `pnpm --filter @puente/widgets manifest`)', () => {
    const doc = readFileSync(EMBEDDING_DOC, 'utf8');
    expect(doc).toBe(withReference(doc, buildReference(JSON.parse(committed), packageDir)));
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

  const moduleText = (jsDoc: string) => `
import { defineElement, PuenteApiElement } from '@puente/ui/elements/puente-element';

/**
 * An example.
 *
${jsDoc}
 */
export class ExampleElement extends PuenteApiElement(() => null, { mode: 'string' }) {}

export const EXAMPLE_TAG = 'puente-example';

defineElement(EXAMPLE_TAG, ExampleElement);
`;

  it('reads an element registered with defineElement, with what it inherits from its base', () => {
    const [declaration] = analyze([
      {
        path: 'src/example/example.element.ts',
        text: moduleText(
          [
            ' * @summary Shows an example.',
            ' * @attr {string} mode - How it shows.',
            ' * @event {CustomEvent<string>} puente-example-done - Done; `detail` is a word.',
            ' * @cssproperty --puente-color-primary - Buttons.',
            ' * @csspart card - The card.',
          ].join('\n'),
        ),
      },
    ]).modules.flatMap((module) => module.declarations ?? []);
    expect(declaration).toMatchObject({
      name: 'ExampleElement',
      tagName: 'puente-example',
      customElement: true,
      summary: 'Shows an example.',
      superclass: { name: 'HTMLElement' },
      attributes: [
        { name: 'api-base', type: { text: 'string' }, inheritedFrom: { name: 'PuenteApiElement' } },
        { name: 'theme', inheritedFrom: { name: 'PuenteElement', package: '@puente/ui' } },
        { name: 'lang' },
        { name: 'mode', type: { text: 'string' } },
      ],
      events: [
        { name: 'puente-example-done', type: { text: 'CustomEvent<string>' } },
        { name: 'puente-ready' },
        { name: 'puente-error' },
      ],
      cssStates: [
        { name: 'ready', inheritedFrom: { name: 'PuenteElement', package: '@puente/ui' } },
      ],
      cssParts: [{ name: 'card', description: 'The card.' }],
    });
    expect(declaration?.cssProperties?.[0]).toMatchObject({
      name: '--puente-color-primary',
      description: 'Buttons.',
    });
    expect(declaration?.cssProperties?.map(({ name }) => name)).toContain('--puente-radius');
  });

  it.each([
    [
      'a camelCase attribute',
      ' * @attr {string} apiBase - No.',
      /attribute "apiBase" is not kebab-case/,
    ],
    [
      'an event without the prefix',
      ' * @event done - No.',
      /event "done" does not start with puente-/,
    ],
  ])('refuses %s, naming the file', (_case, jsDoc, problem) => {
    expect(() =>
      analyze([{ path: 'src/example/example.element.ts', text: moduleText(jsDoc) }]),
    ).toThrow(problem);
  });
});

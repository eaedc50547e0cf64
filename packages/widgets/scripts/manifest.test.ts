import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PuenteWaitlistElement } from '../src/waitlist/waitlist.element';
import { buildManifest } from './manifest';

const committed = readFileSync(join(__dirname, '..', 'custom-elements.json'), 'utf8');

describe('custom-elements.json', () => {
  it('is up to date with the elements’ JSDoc (run `pnpm --filter @puente/widgets manifest`)', () => {
    expect(committed).toBe(buildManifest());
  });

  it('documents exactly the attributes <puente-waitlist> observes', () => {
    const manifest = JSON.parse(committed);
    const element = manifest.modules
      .flatMap((module: { declarations: unknown[] }) => module.declarations)
      .find((declaration: { tagName?: string }) => declaration.tagName === 'puente-waitlist');
    const observed = (PuenteWaitlistElement as unknown as { observedAttributes: string[] })
      .observedAttributes;
    expect(element.attributes.map((a: { name: string }) => a.name).sort()).toEqual(
      [...observed].sort(),
    );
  });
});

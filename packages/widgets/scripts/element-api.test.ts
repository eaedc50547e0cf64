import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { elementApi, elementApiFingerprint, newestRelease } from './element-api';

const packageDir = join(__dirname, '..');
const manifest = readFileSync(join(packageDir, 'custom-elements.json'), 'utf8');
const changelog = readFileSync(join(packageDir, 'CHANGELOG.md'), 'utf8');

describe('the element API changelog', () => {
  it('has a section for the element API as custom-elements.json declares it', () => {
    const fingerprint = elementApiFingerprint(manifest);
    const newest = newestRelease(changelog);
    expect(
      newest?.fingerprint,
      `custom-elements.json declares an element API that CHANGELOG.md does not describe. Add a "## x.y.z" section on top saying what changed for a school's page (major for a removal or rename, minor for an addition), ending with: Element API fingerprint: \`${fingerprint}\`, and set packages/widgets/package.json's version to it.`,
    ).toBe(fingerprint);
    expect(packageJson.version, 'package.json version = newest CHANGELOG.md section').toBe(
      newest?.version,
    );
  });

  it('tells an added attribute or a renamed part from the same API reworded', () => {
    const parsed = JSON.parse(manifest);
    const declaration = parsed.modules[0].declarations[0];
    const reworded = structuredClone(parsed);
    reworded.modules[0].declarations[0].description = 'Said another way.';
    expect(elementApiFingerprint(JSON.stringify(reworded))).toBe(elementApiFingerprint(manifest));

    const added = structuredClone(parsed);
    added.modules[0].declarations[0].attributes.push({ name: 'lang', type: { text: 'string' } });
    expect(elementApi(JSON.stringify(added))).toContain(
      `<${declaration.tagName}> attribute lang: string`,
    );
    expect(elementApiFingerprint(JSON.stringify(added))).not.toBe(elementApiFingerprint(manifest));
  });

  it('reads the newest section and its fingerprint', () => {
    expect(
      newestRelease(
        '# Changelog\n\n## 1.1.0\n\nAdded `lang`.\n\nElement API fingerprint: `0123456789abcdef`\n\n## 1.0.0\n\nElement API fingerprint: `fedcba9876543210`\n',
      ),
    ).toEqual({ version: '1.1.0', fingerprint: '0123456789abcdef' });
  });
});

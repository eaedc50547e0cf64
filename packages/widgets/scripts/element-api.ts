/**
 * The element API a school's page depends on: each element's tag, attribute
 * names and types, JavaScript properties, events and their detail types, CSS custom properties,
 * states, parts and slots (descriptions left out: rewording a doc changes no page).
 * CHANGELOG.md records its fingerprint under each version; the test beside
 * this file fails when custom-elements.json changes the API without a new
 * section there.
 */
import { createHash } from 'node:crypto';

interface Named {
  name: string;
  type?: { text: string };
  readonly?: boolean;
}

interface Declaration {
  tagName?: string;
  members?: Named[];
  attributes?: Named[];
  events?: Named[];
  cssProperties?: Named[];
  cssStates?: Named[];
  cssParts?: Named[];
  slots?: Named[];
}

const typed = (list: Named[] = []) =>
  list.map(({ name, type }) => (type ? `${name}: ${type.text}` : name)).sort();

/** The API surface of a Custom Elements Manifest, one stable line each. */
export function elementApi(manifestJson: string): string[] {
  const manifest = JSON.parse(manifestJson) as { modules: { declarations?: Declaration[] }[] };
  return manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.tagName)
    .flatMap((declaration) => {
      const tag = `<${declaration.tagName}>`;
      return [
        ...typed(declaration.attributes).map((line) => `${tag} attribute ${line}`),
        ...typed(declaration.members).map((line) => `${tag} property ${line}`),
        ...(declaration.members ?? [])
          .filter((member) => member.readonly)
          .map(({ name }) => `${tag} read-only ${name}`),
        ...typed(declaration.events).map((line) => `${tag} event ${line}`),
        ...typed(declaration.cssProperties).map((line) => `${tag} css-property ${line}`),
        ...typed(declaration.cssStates).map((line) => `${tag} css-state ${line}`),
        ...typed(declaration.cssParts).map((line) => `${tag} part ${line}`),
        ...typed(declaration.slots).map((line) => `${tag} slot ${line}`),
      ];
    })
    .sort();
}

/** A short hash of the API surface, as CHANGELOG.md quotes it. */
export function elementApiFingerprint(manifestJson: string): string {
  return createHash('sha256')
    .update(elementApi(manifestJson).join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export interface ChangelogRelease {
  version: string;
  fingerprint?: string;
}

const VERSION = /^## (\d+\.\d+\.\d+)\b/;
const FINGERPRINT = /^Element API fingerprint: `([0-9a-f]{16})`/;

/** The newest release of CHANGELOG.md (its first `## x.y.z` section) and the fingerprint it records. */
export function newestRelease(changelog: string): ChangelogRelease | undefined {
  let release: ChangelogRelease | undefined;
  for (const line of changelog.split('\n')) {
    const version = VERSION.exec(line);
    if (version) {
      if (release) return release;
      release = { version: version[1] as string };
      continue;
    }
    const fingerprint = FINGERPRINT.exec(line);
    if (release && fingerprint) release.fingerprint = fingerprint[1];
  }
  return release;
}

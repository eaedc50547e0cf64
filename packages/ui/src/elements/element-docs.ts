/** One documented name of an element: an attribute, event, CSS custom property, state or part. */
export interface Documented {
  name: string;
  description: string;
  type?: string;
}

/** What a school's web developer needs to know about one element, from custom-elements.json. */
export interface ElementDoc {
  tagName: string;
  summary: string;
  description: string;
  attributes: Documented[];
  events: Documented[];
  cssProperties: Documented[];
  cssStates: Documented[];
  cssParts: Documented[];
}

interface ManifestDocumented {
  name: string;
  description?: string;
  type?: { text: string };
}

interface ManifestDeclaration {
  tagName?: string;
  customElement?: boolean;
  summary?: string;
  description?: string;
  attributes?: ManifestDocumented[];
  events?: ManifestDocumented[];
  cssProperties?: ManifestDocumented[];
  cssStates?: ManifestDocumented[];
  cssParts?: ManifestDocumented[];
}

interface Manifest {
  modules?: { declarations?: ManifestDeclaration[] }[];
}

const documented = (items: ManifestDocumented[] = []): Documented[] =>
  items.map(({ name, description = '', type }) => ({
    name,
    description,
    ...(type ? { type: type.text } : {}),
  }));

/** Every custom element a Custom Elements Manifest declares, sorted by tag name. */
export function elementDocsOf(manifest: Manifest): ElementDoc[] {
  return (manifest.modules ?? [])
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is ManifestDeclaration & { tagName: string } =>
      Boolean(declaration.customElement && declaration.tagName),
    )
    .map((declaration) => ({
      tagName: declaration.tagName,
      summary: declaration.summary ?? '',
      description: declaration.description ?? '',
      attributes: documented(declaration.attributes),
      events: documented(declaration.events),
      cssProperties: documented(declaration.cssProperties),
      cssStates: documented(declaration.cssStates),
      cssParts: documented(declaration.cssParts),
    }))
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
}

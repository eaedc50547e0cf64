import { elementDocsOf } from '@puente/ui/elements/element-docs';
import manifest from '@puente/widgets/custom-elements.json';
import type { ArgTypes, Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';

/** The elements as custom-elements.json documents them: what /embed shows a school, too. */
const ELEMENTS = elementDocsOf(manifest);

export function elementDoc(tagName: string) {
  const element = ELEMENTS.find((candidate) => candidate.tagName === tagName);
  if (!element) throw new Error(`custom-elements.json has no <${tagName}>`);
  return element;
}

/**
 * The Docs page's table for an element: each attribute a control, and its
 * events, CSS custom properties and parts listed under their own headings,
 * with the manifest's descriptions.
 */
function elementArgTypes(tagName: string): ArgTypes {
  const { attributes, events, cssProperties, cssParts } = elementDoc(tagName);
  const listed = (category: string, items: typeof attributes): ArgTypes =>
    Object.fromEntries(
      items.map(({ name, description, type }) => [
        `${category}:${name}`,
        {
          name,
          description,
          control: false,
          table: { category, ...(type ? { type: { summary: type } } : {}) },
        },
      ]),
    );
  return {
    ...Object.fromEntries(
      attributes.map(({ name, description, type }) => [
        name,
        {
          name,
          description,
          control: name === 'theme' ? { type: 'inline-radio' } : { type: 'text' },
          ...(name === 'theme' ? { options: ['light', 'dark', 'auto'] } : {}),
          table: { category: 'attributes', ...(type ? { type: { summary: type } } : {}) },
        },
      ]),
    ),
    ...listed('events', events),
    ...listed('CSS custom properties', cssProperties),
    ...listed('CSS parts', cssParts),
  };
}

/**
 * An element story's parameters: no preview provider (the element brings its own), and a
 * Docs page with the manifest's description and the element's HTML as "Show code".
 */
function elementParameters(tagName: string) {
  return {
    puenteProvider: false,
    docs: {
      description: { component: elementDoc(tagName).description },
      source: {
        language: 'html',
        transform: (_code: string, { args }: { args: Record<string, unknown> }) =>
          elementHtml(tagName, args),
      },
    },
  };
}

/** An element story's args: its attributes, as a school's page writes them. */
export type ElementArgs = Record<string, string | undefined>;
export type ElementStory = StoryObj<ElementArgs>;

/**
 * What every element's meta shares: the element rendered with the story's args as attributes
 * (at most `maxWidth` wide), its Docs table and its Docs page. The title and `tags` stay in the
 * story file, where Storybook's indexer reads them.
 */
export function elementMeta(tagName: string, { maxWidth }: { maxWidth?: string } = {}) {
  return {
    render: (attributes) => (
      <CustomElement tagName={tagName} attributes={attributes} maxWidth={maxWidth} />
    ),
    argTypes: elementArgTypes(tagName),
    parameters: elementParameters(tagName),
  } satisfies Meta<ElementArgs>;
}

/** The element as a school's page writes it, for the Docs page's "Show code". */
function elementHtml(tagName: string, attributes: Record<string, unknown>): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => typeof value === 'string' && value !== '')
    .map(([name, value]) => ` ${name}="${String(value).replaceAll('"', '&quot;')}"`)
    .join('');
  return `<${tagName}${written}></${tagName}>`;
}

/**
 * One of Puente's custom elements, made as a school's page makes it (the
 * loader's `@puente/widgets/elements` defines them), with `attributes` set;
 * a change of attributes makes it again.
 */
export function CustomElement({
  tagName,
  attributes,
  properties = {},
  maxWidth,
}: {
  tagName: string;
  attributes: Record<string, string | undefined>;
  /** Set as properties, as a page's script would (`profile` on the finder). */
  properties?: Record<string, unknown>;
  maxWidth?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const key = JSON.stringify([attributes, properties]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the attributes and properties.
  useEffect(() => {
    void import('@puente/widgets/elements');
    const element = document.createElement(tagName);
    for (const [name, value] of Object.entries(attributes)) {
      if (value !== undefined && value !== '') element.setAttribute(name, value);
    }
    Object.assign(element, properties);
    slot.current?.append(element);
    return () => element.remove();
  }, [tagName, key]);
  return <div ref={slot} style={{ width: '100%', maxWidth }} />;
}

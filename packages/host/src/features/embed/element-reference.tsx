import { useLingui } from '@lingui/react';
import { Card, Stack, Table, Text } from '@puente/ui';
import type { Documented, ElementDoc } from '@puente/ui/elements/element-docs';
import { useCatalog } from '@puente/ui/i18n';
import { useId } from 'react';
import { CodeSnippet } from '../../components/code-snippet';
import { DocText } from './doc-text';
import * as styles from './embed-screen.css';
import { LivePreview } from './live-preview';
import { catalog } from './locales';
import { elementSnippet } from './snippets';

export interface ElementReferenceProps {
  element: ElementDoc;
  origin: string;
  /** Whether this page can show the element itself (the widgets are built). */
  preview: boolean;
  theme: 'light' | 'dark';
}

function DocTable({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: [string, string, string?];
  rows: Documented[];
}) {
  const titleId = useId();
  if (rows.length === 0) return null;
  const [nameColumn, meaningColumn, typeColumn] = columns;
  return (
    <Stack as="section" gap="2" className={styles.docSection}>
      <Text as="h3" id={titleId} size="lg" weight="bold">
        {title}
      </Text>
      <Table.Root mobile="stack" aria-labelledby={titleId}>
        <Table.Head>
          <Table.Row>
            <Table.HeaderCell>{nameColumn}</Table.HeaderCell>
            {typeColumn ? <Table.HeaderCell>{typeColumn}</Table.HeaderCell> : null}
            <Table.HeaderCell>{meaningColumn}</Table.HeaderCell>
          </Table.Row>
        </Table.Head>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.name}>
              <Table.Cell label={nameColumn}>
                <code>{row.name}</code>
              </Table.Cell>
              {typeColumn ? (
                <Table.Cell label={typeColumn}>
                  <code>{row.type ?? ''}</code>
                </Table.Cell>
              ) : null}
              <Table.Cell label={meaningColumn}>
                <span lang="en">
                  <DocText text={row.description} />
                </span>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

/** One element: what it is, its snippet, attributes, events, theming hooks and a live preview. */
export function ElementReference({ element, origin, preview, theme }: ElementReferenceProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const titleId = `${element.tagName}-title`;
  return (
    <Card
      padding="compact"
      className={styles.element}
      id={element.tagName}
      aria-labelledby={titleId}
      asChild
    >
      <section>
        <Text as="h2" id={titleId} size="xl" weight="bold">
          <code>{`<${element.tagName}>`}</code>
        </Text>
        {/* The elements' own documentation (their JSDoc, as custom-elements.json has it) is in English. */}
        {element.summary ? (
          <Text weight="medium" lang="en">
            {element.summary}
          </Text>
        ) : null}
        <Text tone="muted" lang="en">
          <DocText text={element.description} />
        </Text>
        <CodeSnippet
          code={elementSnippet(element, origin)}
          name={i18n._('{element} snippet', { element: `<${element.tagName}>` })}
        />
        {preview ? <LivePreview element={element} origin={origin} theme={theme} /> : null}
        <DocTable
          title={i18n._('Attributes')}
          columns={[i18n._('Attribute'), i18n._('Meaning'), i18n._('Type')]}
          rows={element.attributes}
        />
        <DocTable
          title={i18n._('Events')}
          columns={[i18n._('Event'), i18n._('When'), i18n._('Detail')]}
          rows={element.events}
        />
        <DocTable
          title={i18n._('CSS custom properties')}
          columns={[i18n._('Property'), i18n._('Themes')]}
          rows={element.cssProperties}
        />
        <DocTable
          title={i18n._('CSS states')}
          columns={[i18n._('State'), i18n._('When')]}
          rows={element.cssStates}
        />
        <DocTable
          title={i18n._('Parts')}
          columns={[i18n._('Part'), i18n._('Is')]}
          rows={element.cssParts}
        />
      </section>
    </Card>
  );
}

import { Trans, useLingui } from '@lingui/react';
import { Select, Stack, Text } from '@puente/ui';
import type { ElementDoc } from '@puente/ui/elements/element-docs';
import { useCatalog } from '@puente/ui/i18n';
import { createElement, useEffect, useRef, useState } from 'react';
import { DocText } from './doc-text';
import * as styles from './embed-screen.css';
import { catalog } from './locales';

export interface LivePreviewProps {
  element: ElementDoc;
  /** The Puente server the element talks to: this site. */
  origin: string;
  theme: 'light' | 'dark';
}

const HEARD_KEPT = 5;

/** The preview's `lang`: the page's (none set), or one written on the element. */
type PreviewLanguage = 'page' | 'es' | 'en';
const DETAIL_SHOWN = 160;

function describe(name: string, detail: unknown): string {
  const text = `${name} ${JSON.stringify(detail ?? null)}`;
  return text.length > DETAIL_SHOWN ? `${text.slice(0, DETAIL_SHOWN - 1)}…` : text;
}

/** The element itself, as a school's page would hold it, and the events it sends that page. */
export function LivePreview({ element, origin, theme }: LivePreviewProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const host = useRef<HTMLElement>(null);
  const [heard, setHeard] = useState<string[]>([]);
  const [language, setLanguage] = useState<PreviewLanguage>('page');

  useEffect(() => {
    const node = host.current;
    if (!node) return;
    const stop = new AbortController();
    for (const { name } of element.events) {
      node.addEventListener(
        name,
        (event) =>
          setHeard((earlier) => [
            ...earlier.slice(1 - HEARD_KEPT),
            describe(name, (event as CustomEvent).detail),
          ]),
        { signal: stop.signal },
      );
    }
    return () => stop.abort();
  }, [element]);

  const hasApiBase = element.attributes.some(({ name }) => name === 'api-base');
  return (
    <Stack as="figure" gap="3" className={styles.preview}>
      <Text as="figcaption" size="sm" tone="muted">
        <Trans
          id="Live preview of <0>{element}</0>"
          values={{ element: `<${element.tagName}>` }}
          components={{ 0: <code /> }}
        />
      </Text>
      <Select
        label={i18n._('Language of the preview')}
        options={[
          { value: 'page', label: i18n._("This page's (no lang on the element)") },
          { value: 'es', label: 'Español · lang="es"' },
          { value: 'en', label: 'English · lang="en"' },
        ]}
        value={language}
        onValueChange={(value) => setLanguage((value || 'page') as PreviewLanguage)}
        className={styles.previewLanguage}
      />
      <div className={styles.shrinks}>
        {createElement(element.tagName, {
          ref: host,
          theme,
          ...(language === 'page' ? {} : { lang: language }),
          ...(hasApiBase ? { 'api-base': origin } : {}),
        })}
      </div>
      <Stack gap="1" className={styles.shrinks}>
        <Text as="h4" size="sm" weight="bold">
          {i18n._('Events the page heard')}
        </Text>
        {heard.length === 0 ? (
          <Text tone="muted">
            <DocText text={i18n._('None yet: use the element, or wait for `puente-ready`.')} />
          </Text>
        ) : null}
        <Stack as="ul" gap="1" className={styles.heardList} aria-live="polite">
          {heard.map((line, index) => (
            // Lines repeat (the same event twice); their order is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <code>{line}</code>
            </li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

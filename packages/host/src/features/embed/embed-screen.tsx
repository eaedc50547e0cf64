import { Trans, useLingui } from '@lingui/react';
import { PageHeader, Spinner, Stack, Text } from '@puente/ui';
import { elementDocsOf } from '@puente/ui/elements/element-docs';
import { useCatalog } from '@puente/ui/i18n';
import manifest from '@puente/widgets/custom-elements.json';
import { CodeSnippet } from '../../components/code-snippet';
import { usePageTitle } from '../../components/use-page-title';
import { useTheme } from '../../lib/theme-provider';
import { container, measure } from '../../styles/layout.css';
import { ElementReference } from './element-reference';
import * as styles from './embed-screen.css';
import { catalog } from './locales';
import { cspSnippet, loaderSnippet, pinnedLoaderSnippet } from './snippets';
import { useWidgetRelease } from './use-widget-release';
import { useWidgetsLoader, WIDGETS_LOADER_PATH } from './use-widgets-loader';

const ELEMENTS = elementDocsOf(manifest);
/** Where the loader is served, with the guide, the changelog and the manifest beside it. */
const WIDGETS_V1 = '/widgets/v1/';

export interface EmbedScreenProps {
  /** This site's origin: the Puente server the snippets point at. */
  origin?: string;
}

/** /embed: every custom element a school can put on its own site, with snippet, API and preview. */
export function EmbedScreen({ origin = window.location.origin }: EmbedScreenProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._("Puente on your school's website"));
  const widgets = useWidgetsLoader();
  const { resolved } = useTheme();
  const release = useWidgetRelease(widgets === 'ready');

  return (
    <Stack gap="6" className={container}>
      <PageHeader
        gap={3}
        size="intro"
        className={measure[48]}
        eyebrow={i18n._('For schools')}
        title={i18n._("Puente on your school's website")}
        lead={i18n._(
          'One script and one element: each Puente widget below works on your own pages, styled, under a strict Content-Security-Policy, and tells your page what happened through DOM events.',
        )}
      />

      <Stack as="section" gap="4" aria-labelledby="embed-start">
        <Text as="h2" id="embed-start" size="xl" weight="bold">
          {i18n._('Start here')}
        </Text>
        <ol className={styles.stepList}>
          <li>
            <p>
              {i18n._(
                'Add these once, in your page’s head: the space the elements will take, then the loader (it follows version 1 as it improves):',
              )}
            </p>
            <CodeSnippet code={loaderSnippet(origin)} name={i18n._('loader script')} />
            {release ? (
              <>
                <p>
                  {i18n._(
                    'Or pin this exact build ({build}), which never changes, with its integrity hash:',
                    { build: release.build },
                  )}
                </p>
                <CodeSnippet
                  code={pinnedLoaderSnippet(origin, release)}
                  name={i18n._('pinned loader script')}
                />
              </>
            ) : null}
          </li>
          <li>
            <p>{i18n._('Put an element where it should appear (the snippets are below).')}</p>
          </li>
          <li>
            <p>{i18n._('If your page sends a Content-Security-Policy, allow this origin:')}</p>
            <CodeSnippet code={cspSnippet(origin)} name={i18n._('CSP directives')} />
          </li>
        </ol>
        <nav aria-label={i18n._('For developers')}>
          <ul className={styles.toc}>
            <li>
              <a href={`${origin}${WIDGETS_V1}embedding.md`}>{i18n._('The embedding guide')}</a>
            </li>
            <li>
              <a href={`${origin}${WIDGETS_V1}CHANGELOG.md`}>
                {i18n._("The element API's changelog")}
              </a>
            </li>
            <li>
              <a href={`${origin}${WIDGETS_V1}custom-elements.json`}>
                {i18n._('The elements’ manifest (custom-elements.json)')}
              </a>
            </li>
          </ul>
        </nav>
        <nav aria-label={i18n._('Elements')}>
          <ul className={styles.toc}>
            {ELEMENTS.map(({ tagName }) => (
              <li key={tagName}>
                <a href={`#${tagName}`}>
                  <code>{`<${tagName}>`}</code>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>

      {widgets === 'checking' ? (
        <p className={styles.widgetsNote} role="status">
          <Spinner label={i18n._('Looking for the built widgets')} />
        </p>
      ) : widgets === 'missing' ? (
        <p className={styles.widgetsNote} role="status">
          <Trans
            id="No live previews: this server has no built widgets at <0>{path}</0> (<1>pnpm dev</1> does not build them). Run <1>pnpm build</1>, then <1>pnpm start</1>, and open this page there."
            values={{ path: WIDGETS_LOADER_PATH }}
            components={{ 0: <code />, 1: <code /> }}
          />
        </p>
      ) : null}

      <Stack gap="8">
        {ELEMENTS.map((element) => (
          <ElementReference
            key={element.tagName}
            element={element}
            origin={origin}
            preview={widgets === 'ready'}
            theme={resolved}
          />
        ))}
      </Stack>
    </Stack>
  );
}

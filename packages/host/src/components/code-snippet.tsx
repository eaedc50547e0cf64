import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import * as styles from './code-snippet.css';
import { CopyButton } from './copy-button';

export interface CodeSnippetProps {
  code: string;
  /** What the snippet is ("loader script"): names the code region and its Copy button. */
  name: string;
}

/** Code to paste into a school's page (/embed, the admin's settings), with a button that copies it. */
export function CodeSnippet({ code, name }: CodeSnippetProps) {
  const { i18n } = useLingui();
  return (
    <Stack direction="row" align="flex-start" gap="2" className={styles.snippet}>
      <section
        aria-label={i18n._('Code: {name}', { name })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: long lines scroll sideways; a keyboard must reach them (WCAG 2.1.1)
        tabIndex={0}
        className={styles.code}
      >
        <pre className={styles.codeText}>
          <code>{code}</code>
        </pre>
      </section>
      <CopyButton
        text={code}
        label={i18n._('Copy the {name}', { name })}
        copied={{ title: /*i18n*/ 'Copied', description: /*i18n*/ 'Paste it into your page.' }}
        refused={/*i18n*/ 'Select the code and copy it yourself.'}
        size="sm"
      />
    </Stack>
  );
}

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findUntranslatedText, sourceFiles, untranslatedTextIn } from './untranslated-text';

// The check `pnpm test:unit` runs over the shown source: text that never went
// through Lingui is English on a Spanish screen, which the catalog check and
// the es-MX sweeps only see where a test happens to look.
const root = fileURLToPath(new URL('..', import.meta.url));
const found = (source: string) =>
  findUntranslatedText('sample.tsx', source).map(({ rule, text, line }) => ({ rule, text, line }));

describe('the untranslated text check', () => {
  it('finds bare JSX text, and string literals shown as children or attributes', () => {
    expect(
      found(`export const A = ({ shared }: { shared: boolean }) => (
  <p title="Your summary">
    Unsaved changes
    {shared ? 'Shared with your counselor.' : null}
    <TextArea label={\`Point \${1}\`} aria-label="Close" />
  </p>
);`),
    ).toEqual([
      { rule: 'jsx-string', text: 'Your summary', line: 2 },
      { rule: 'jsx-text', text: 'Unsaved changes', line: 3 },
      { rule: 'jsx-string', text: 'Shared with your counselor.', line: 4 },
      { rule: 'jsx-string', text: 'Point …', line: 5 },
      { rule: 'jsx-string', text: 'Close', line: 5 },
    ]);
  });

  it('finds plurals built by hand: a word after a count, or a count compared with 1', () => {
    expect(
      found(`const words = (count: number) => \`\${count} words\`;
const essays = (count: number) => (count === 1 ? 'essay' : 'essays');`),
    ).toEqual([
      { rule: 'template-plural', text: '… words', line: 1 },
      { rule: 'ternary-plural', text: "count === 1 ? 'essay' : 'essays'", line: 2 },
    ]);
  });

  it('passes Lingui messages, ICU plurals, English marked as such, keys, names and a reasoned exception', () => {
    expect(
      found(`export const B = ({ count, id }: { count: number; id: number }) => (
  <section aria-label={i18n._('Programmes')}>
    <h1>Puente</h1>
    <p>{i18n._('{count, plural, one {# essay} other {# essays}}', { count })}</p>
    <blockquote lang="en-GB">
      <p>At school I built a solar charger.</p>
    </blockquote>
    <a href={\`/programmes/\${id}\`} className={count === 1 ? 'oneItem' : 'manyItems'}>{count}</a>
  </section>
);
// untranslated: for a school's web developer (docs/i18n.md)
console.warn(\`\${count} elements did not load\`);`),
    ).toEqual([]);
  });

  it('reads the ui kit, the widgets and the host, without their tests or stories', () => {
    const files = sourceFiles(root);
    expect(files).toContain('packages/widgets/src/advisor-chat/chat-summary.tsx');
    expect(files.some((file) => /\.(test|stories)\.tsx?$/.test(file))).toBe(false);
  });

  it('finds no untranslated text in what a browser shows', () => {
    expect(untranslatedTextIn(root)).toEqual([]);
  });
});

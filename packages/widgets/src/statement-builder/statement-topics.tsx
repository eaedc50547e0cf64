import { useLingui } from '@lingui/react';
import { STATEMENT_TOPICS, statementCatalog } from '@puente/core';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import { catalog } from './locales';
import * as styles from './statement-builder.css';

/** The editor's suggested topics (SPEC §2). */
export function StatementTopics() {
  const { i18n } = useLingui();
  useCatalog(catalog, statementCatalog);
  const headingId = useId();
  return (
    <section className={styles.topics.panel} aria-labelledby={headingId} part="topics">
      <h2 id={headingId} className={styles.topics.heading}>
        <Lightbulb size={18} aria-hidden />

        {i18n._('Suggested topics')}
      </h2>
      <ul className={styles.topics.list}>
        {STATEMENT_TOPICS.map((topic) => (
          <li key={topic.title}>
            <span className={styles.topics.title}>{i18n._(topic.title)}</span>
            <span className={styles.topics.prompt}>{i18n._(topic.prompt)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

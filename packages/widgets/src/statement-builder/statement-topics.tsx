import { STATEMENT_TOPICS } from '@puente/core';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import * as styles from './statement-builder.css';

/** The editor's suggested topics (SPEC §2). */
export function StatementTopics() {
  const headingId = useId();
  return (
    <section className={styles.topics} aria-labelledby={headingId} part="topics">
      <h2 id={headingId} className={styles.topicsHeading}>
        <Lightbulb size={18} aria-hidden />
        Suggested topics
      </h2>
      <ul className={styles.topicList}>
        {STATEMENT_TOPICS.map((topic) => (
          <li key={topic.title}>
            <span className={styles.topicTitle}>{topic.title}</span>
            <span className={styles.topicPrompt}>{topic.prompt}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

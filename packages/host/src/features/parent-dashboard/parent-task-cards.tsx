import { useLingui } from '@lingui/react';
import type { ParentTask } from '@puente/core';
import { dashboardsCatalog } from '@puente/core';
import { useCatalog } from '@puente/widgets/i18n';
import { Badge, type BadgeTone, Button, Card } from '@puente/widgets/ui';
import { Sparkles } from 'lucide-react';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

const SEVERITY: Record<ParentTask['severity'], { label: string; tone: BadgeTone }> = {
  high: { label: /*i18n*/ 'High priority', tone: 'red' },
  medium: { label: /*i18n*/ 'Medium priority', tone: 'yellow' },
  low: { label: /*i18n*/ 'Low priority', tone: 'blue' },
};

/**
 * The three action cards (SPEC §2). Details and Start have no action in the
 * SPEC, so they are shown disabled rather than pretending to do something.
 */
export function ParentTaskCards({ tasks }: { tasks: readonly ParentTask[] }) {
  const { i18n } = useLingui();
  useCatalog(catalog, dashboardsCatalog);
  return (
    <section aria-labelledby="parent-tasks-title" className={styles.group}>
      <h2 id="parent-tasks-title" className={styles.sectionTitle}>
        {i18n._('Things to do')}
      </h2>
      <ul className={styles.tasks}>
        {tasks.map((task) => (
          <li key={task.id}>
            <Card padding="snug" className={styles.task}>
              <div className={styles.taskBadges}>
                <Badge tone={SEVERITY[task.severity].tone}>
                  {i18n._(SEVERITY[task.severity].label)}
                </Badge>
                {task.isAI ? (
                  <Badge tone="purple">
                    <Sparkles size={12} aria-hidden />

                    {i18n._('Suggested by AI')}
                  </Badge>
                ) : null}
              </div>
              <h3 className={styles.taskTitle}>{i18n._(task.title)}</h3>
              <p className={styles.taskDescription}>{i18n._(task.description)}</p>
              <div className={styles.taskActions}>
                <Button variant="outline" size="sm" disabled>
                  {i18n._('Details')}
                </Button>
                <Button size="sm" disabled>
                  {i18n._(task.actionLabel)}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

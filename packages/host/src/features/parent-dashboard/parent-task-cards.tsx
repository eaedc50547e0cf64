import { useLingui } from '@lingui/react';
import type { ParentTask } from '@puente/core';
import { dashboardsCatalog, domainCatalog } from '@puente/core';
import { Badge, type BadgeTone, Card, Grid, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { Sparkles } from 'lucide-react';
import { NotYetAction } from '../../components/not-yet-action';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

const SEVERITY: Record<ParentTask['severity'], { label: string; tone: BadgeTone }> = {
  high: { label: /*i18n*/ 'High priority', tone: 'red' },
  medium: { label: /*i18n*/ 'Medium priority', tone: 'yellow' },
  low: { label: /*i18n*/ 'Low priority', tone: 'blue' },
};

/**
 * The three action cards (SPEC §2). Start has no action in the SPEC, so it is
 * disabled and says why; the card already shows what Details would.
 */
export function ParentTaskCards({ tasks }: { tasks: readonly ParentTask[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, dashboardsCatalog, domainCatalog);
  const valuesOf = (task: ParentTask) => ({
    ...task.values,
    ...(task.due ? { date: format.deadline(task.due) } : {}),
  });
  return (
    <Stack as="section" gap="3" aria-labelledby="parent-tasks-title">
      <Text as="h2" id="parent-tasks-title" size="lg" weight="bold">
        {i18n._('Things to do')}
      </Text>
      {tasks.length === 0 ? (
        <p className={styles.muted}>{i18n._('Nothing to do for now.')}</p>
      ) : (
        <Grid as="ul" columns="wide3">
          {tasks.map((task) => (
            <li key={task.id}>
              <Card padding="snug" className={styles.task}>
                <Stack direction="row" wrap gap="2">
                  <Badge tone={SEVERITY[task.severity].tone}>
                    {i18n._(SEVERITY[task.severity].label)}
                  </Badge>
                  {task.isAI ? (
                    <Badge tone="purple">
                      <Sparkles size={12} aria-hidden />

                      {i18n._('Suggested by AI')}
                    </Badge>
                  ) : null}
                </Stack>
                <Text as="h3" size="md" weight="bold">
                  {i18n._(task.title, valuesOf(task))}
                </Text>
                <p className={styles.taskDescription}>{i18n._(task.description, valuesOf(task))}</p>
                <NotYetAction>{i18n._(task.actionLabel)}</NotYetAction>
              </Card>
            </li>
          ))}
        </Grid>
      )}
    </Stack>
  );
}

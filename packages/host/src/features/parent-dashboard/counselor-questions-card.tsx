import { useLingui } from '@lingui/react';
import { Badge, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useChildTasks } from '@puente/widgets/data';
import { CardSection } from '../../components/card-section';
import { listRow } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

/**
 * The questions the child's counselor asked them (campaign tasks), answered
 * or not: the parent can nudge, but the answers are for the counselor.
 */
export function CounselorQuestionsCard({ childId, name }: { childId: number; name: string }) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
  const tasks = useChildTasks(childId);
  return (
    <CardSection
      id="child-questions-title"
      title={i18n._("Questions from {name}'s counselor", { name })}
      lead={i18n._('Whether {name} has answered; the answers are for their counselor.', {
        name,
      })}
    >
      {tasks.isPending ? (
        <Text tone="muted">{i18n._('Loading…')}</Text>
      ) : tasks.isError ? (
        <Text role="alert" tone="danger">
          {i18n._('The questions could not be loaded. Please try again.')}
        </Text>
      ) : tasks.data.length === 0 ? (
        <Text tone="muted">{i18n._('No questions from the counselor yet.')}</Text>
      ) : (
        <Stack as="ul" gap="3">
          {tasks.data.map((task) => (
            <li key={task.id} className={listRow}>
              <div>
                <Text size="sm" weight="medium">
                  {task.question}
                </Text>
                <p className={styles.muted}>
                  {i18n._('From {counselor}, {day}', {
                    counselor: task.from,
                    day: format.day(task.sentAt),
                  })}
                </p>
              </div>
              <Badge tone={task.answeredAt ? 'green' : 'yellow'}>
                {task.answeredAt ? i18n._('Answered') : i18n._('Not answered yet')}
              </Badge>
            </li>
          ))}
        </Stack>
      )}
    </CardSection>
  );
}

import { useLingui } from '@lingui/react';
import { ApiError, errorMessage, type StudentTask, TASK_ANSWER_MAX } from '@puente/core';
import { Badge, Button, Stack, Text, TextArea } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useState } from 'react';
import { CardSection } from '../../components/card-section';
import * as styles from './dashboard.css';

export interface YourTasksProps {
  tasks: readonly StudentTask[];
  /** Sends an answer; resolves once saved, rejects with the server's message. */
  onAnswer: (task: StudentTask, answer: string) => Promise<unknown>;
}

/** 'Your tasks': the questions of counselors' campaigns, each answered here. */
export function YourTasks({ tasks, onAnswer }: YourTasksProps) {
  const { i18n } = useLingui();
  const open = tasks.filter(({ answer }) => answer === null).length;
  return (
    <CardSection
      id="your-tasks-title"
      title={i18n._('Your tasks')}
      lead={i18n._(
        '{count, plural, =0 {You have answered every question.} one {# question waits for your answer.} other {# questions wait for your answer.}}',
        { count: open },
      )}
    >
      <Stack as="ul" gap="3" aria-labelledby="your-tasks-title">
        {tasks.map((task) => (
          <li key={task.id} className={styles.taskItem}>
            <TaskAnswer task={task} onAnswer={onAnswer} />
          </li>
        ))}
      </Stack>
    </CardSection>
  );
}

function TaskAnswer({ task, onAnswer }: { task: StudentTask } & Pick<YourTasksProps, 'onAnswer'>) {
  const { i18n } = useLingui();
  const format = useFormat();
  const [answer, setAnswer] = useState(task.answer ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await onAnswer(task, answer);
    } catch (failure) {
      const field = failure instanceof ApiError ? failure.fieldErrors.answer?.[0] : undefined;
      setError(field ?? errorMessage(failure, i18n._('Your answer could not be saved.'), i18n._));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Stack gap="2">
      <Stack direction="row" gap="2" align="center" wrap>
        <Text as="h3" size="sm" weight="bold">
          {task.campaign}
        </Text>
        <Text size="sm" tone="muted">
          {i18n._('From {name}, {day}', { name: task.from, day: format.day(task.sentAt) })}
        </Text>
        {task.answer === null ? null : <Badge tone="success">{i18n._('Answered')}</Badge>}
      </Stack>
      <TextArea
        label={task.question}
        rows={3}
        maxLength={TASK_ANSWER_MAX}
        value={answer}
        error={error ?? undefined}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <div>
        <Button
          size="sm"
          disabled={saving || answer.trim() === '' || answer === task.answer}
          onClick={() => void save()}
        >
          {task.answer === null ? i18n._('Send answer') : i18n._('Update answer')}
        </Button>
      </div>
    </Stack>
  );
}

import { useLingui } from '@lingui/react';
import { checkInCatalog, errorMessage, RECOMMENDED_CONTENT } from '@puente/core';
import { Badge, Checkbox, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useMarkAssignment, useMyAssignments, useMyNotes } from '@puente/widgets/data';
import { useId } from 'react';
import { CardSection } from '../../components/card-section';
import * as styles from './dashboard.css';
import { catalog } from './locales';

/**
 * "From your counselor": the notes the school's staff shared with the
 * student, and the content assigned to them, which they mark completed
 * themselves (docs/product/tracker.md). Nothing shows until both have answered
 * and there is some.
 */
export function FromYourCounselor({ inSchool }: { inSchool: boolean }) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog);
  const format = useFormat();
  const { toast } = useToast();
  const titleId = useId();
  const notes = useMyNotes({ enabled: inSchool });
  const assignments = useMyAssignments({ enabled: inSchool });
  const mark = useMarkAssignment();
  // What the student just ticked shows while it saves.
  const marking = mark.isPending ? mark.variables : undefined;
  const shared = notes.data ?? [];
  const assigned = (assignments.data ?? []).flatMap((assignment) => {
    const content = RECOMMENDED_CONTENT.find((item) => item.id === assignment.contentId);
    return content ? [{ assignment, content }] : [];
  });
  // The card appears once, whole: not with the notes, to grow when the assigned content answers.
  if (notes.isPending || assignments.isPending) return null;
  if (shared.length === 0 && assigned.length === 0) return null;

  const onMark = (id: number, completed: boolean) =>
    mark.mutate(
      { id, completed },
      {
        onError: (error) =>
          toast({
            title: /*i18n*/ 'Error',
            description: errorMessage(error, /*i18n*/ 'That could not be saved.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <CardSection id={titleId} title={i18n._('From your counselor')}>
      {shared.length > 0 ? (
        <Stack as="ul" gap="3" aria-label={i18n._('Notes from your counselor')}>
          {shared.map((note) => (
            <li key={note.id}>
              <p className={styles.typedText}>{note.text}</p>
              <Text size="sm" tone="muted">
                {i18n._('{author}, {date}', {
                  author: note.author,
                  date: format.deadline(note.createdAt),
                })}
              </Text>
            </li>
          ))}
        </Stack>
      ) : null}
      {assigned.length > 0 ? (
        <Stack as="ul" gap="3" aria-label={i18n._('Content assigned to you')}>
          {assigned.map(({ assignment, content }) => (
            <li key={assignment.id}>
              <Text weight="medium">{i18n._(content.title)}</Text>
              <Text size="sm" tone="muted">
                {i18n._(content.description)}
              </Text>
              <Checkbox
                label={i18n._('Completed: {title}', { title: i18n._(content.title) })}
                checked={
                  marking?.id === assignment.id
                    ? marking.completed
                    : assignment.completedAt !== null
                }
                disabled={mark.isPending}
                onCheckedChange={(checked) => onMark(assignment.id, checked)}
              />
              {assignment.completedAt ? <Badge tone="green">{i18n._('Completed')}</Badge> : null}
            </li>
          ))}
        </Stack>
      ) : null}
    </CardSection>
  );
}

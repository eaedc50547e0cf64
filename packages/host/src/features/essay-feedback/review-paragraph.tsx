import { useLingui } from '@lingui/react';
import type { CommentType, EssayParagraph } from '@puente/core';
import { Badge, type BadgeTone, Card, Stack, Text } from '@puente/ui';
import * as styles from './essay-feedback-screen.css';

const COMMENT_TYPES: Record<CommentType, { label: string; tone: BadgeTone }> = {
  suggestion: { label: /*i18n*/ 'Suggestion', tone: 'blue' },
  improvement: { label: /*i18n*/ 'Improvement', tone: 'yellow' },
  praise: { label: /*i18n*/ 'Praise', tone: 'green' },
};

/** One paragraph of the reviewed statement and the comment on it (SPEC §2, §3). */
export function ReviewParagraph({ paragraph }: { paragraph: EssayParagraph }) {
  const { i18n } = useLingui();
  const type = paragraph.commentType ? COMMENT_TYPES[paragraph.commentType] : null;
  return (
    <Card asChild className={styles.paragraph}>
      <li>
        <Text as="h3" size="sm" weight="medium" tone="muted">
          {i18n._('Paragraph {number}', { number: paragraph.id })}
        </Text>
        <p className={styles.paragraphText} lang="en-GB">
          {paragraph.text}
        </p>
        {paragraph.hasComment && type ? (
          <Stack gap="2" align="flex-start" className={styles.comment}>
            <Badge tone={type.tone}>{i18n._(type.label)}</Badge>
            <p>{i18n._(paragraph.commentText ?? '')}</p>
          </Stack>
        ) : null}
      </li>
    </Card>
  );
}

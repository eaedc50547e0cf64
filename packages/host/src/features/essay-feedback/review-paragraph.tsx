import type { CommentType, EssayParagraph } from '@puente/core';
import { Badge, type BadgeTone, Card } from '@puente/widgets/ui';
import * as styles from './essay-feedback-screen.css';

const COMMENT_TYPES: Record<CommentType, { label: string; tone: BadgeTone }> = {
  suggestion: { label: 'Suggestion', tone: 'blue' },
  improvement: { label: 'Improvement', tone: 'yellow' },
  praise: { label: 'Praise', tone: 'green' },
};

/** One paragraph of the reviewed statement and the comment on it (SPEC §2, §3). */
export function ReviewParagraph({ paragraph }: { paragraph: EssayParagraph }) {
  const type = paragraph.commentType ? COMMENT_TYPES[paragraph.commentType] : null;
  return (
    <Card asChild className={styles.paragraph}>
      <li>
        <h3 className={styles.paragraphTitle}>Paragraph {paragraph.id}</h3>
        <p className={styles.paragraphText}>{paragraph.text}</p>
        {paragraph.hasComment && type ? (
          <div className={styles.comment}>
            <Badge tone={type.tone}>{type.label}</Badge>
            <p>{paragraph.commentText}</p>
          </div>
        ) : null}
      </li>
    </Card>
  );
}

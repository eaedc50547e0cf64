import { useLingui } from '@lingui/react';
import {
  APPLY_NOW_URL,
  assistantFailureToast,
  ESSAY_FEEDBACK,
  errorMessage,
  isStreamingAssistant,
  reviewStatementText,
  STATEMENT_REVIEW_FILE_NAME,
  STATEMENT_REVIEW_MEDIA_TYPE,
  type StatementReview,
  statementCatalog,
  statementReviewDocument,
} from '@puente/core';
import { Badge, Button, Card, Progress, Stack, Text, VisuallyHidden } from '@puente/ui';
import { useCatalog, useLocale } from '@puente/ui/i18n';
import { useAssistant, useToast } from '@puente/ui/providers';
import { keepReviewHandover, readReviewHandover } from '@puente/widgets/statement-wizard';
import { ArrowLeft, Download, ExternalLink, RefreshCw, Square } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { StatementPage } from '../../components/statement-page';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { statValue } from '../../styles/layout.css';
import { downloadTextFile } from './download-text-file';
import * as styles from './essay-feedback-screen.css';
import { catalog } from './locales';
import { ReviewParagraph } from './review-paragraph';

/**
 * `/essay-feedback` (SPEC §2): the review of the draft the wizard handed
 * over (or of a sample statement when there is none): score, status, counts,
 * a comment on each paragraph; Download, Re-Review, Apply Now, Back to Dashboard.
 */
export function EssayFeedbackScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog, statementCatalog);
  const assistant = useAssistant();
  const locale = useLocale();
  const { toast } = useToast();
  const [handover] = useState(readReviewHandover);
  const draft = handover?.draft ?? '';
  const [review, setReview] = useState<StatementReview>(
    () => handover?.review ?? reviewStatementText(draft),
  );
  const [reReviewing, setReReviewing] = useState(false);
  const [reReviewed, setReReviewed] = useState(false);
  const work = useRef<AbortController | null>(null);
  usePageTitle(i18n._('Personal Statement Review'));

  useEffect(() => () => work.current?.abort(), []);

  const reReview = async () => {
    const controller = new AbortController();
    work.current = controller;
    setReReviewing(true);
    setReReviewed(false);
    try {
      const next = await assistant.reReviewStatement(draft, { signal: controller.signal, locale });
      setReview(next);
      setReReviewed(true);
      if (handover) keepReviewHandover({ draft, review: next });
    } catch (error) {
      if (controller.signal.aborted) return;
      toast(
        assistantFailureToast(
          error,
          errorMessage(error, i18n._('The review could not be run again'), (id) => i18n._(id)),
        ),
      );
    } finally {
      if (!controller.signal.aborted) setReReviewing(false);
    }
  };

  // A model's review can be stopped; the review shown stays as it was.
  const stop = () => {
    work.current?.abort();
    setReReviewing(false);
  };

  const download = () =>
    downloadTextFile(
      STATEMENT_REVIEW_FILE_NAME,
      STATEMENT_REVIEW_MEDIA_TYPE,
      statementReviewDocument(review, (id, values) => i18n._(id, values)),
    );

  return (
    <StatementPage
      width={60}
      title={i18n._('Personal Statement Review')}
      lead={i18n._(
        'Comments on each paragraph of your statement, and what to polish before you submit.',
      )}
    >
      {handover ? null : (
        <Stack
          gap="3"
          direction={{ mobile: 'column', wide: 'row' }}
          align={{ mobile: 'flex-start', wide: 'center' }}
          justify="space-between"
          className={styles.sampleNote}
        >
          <p>
            {i18n._(
              'You have not asked for feedback on a draft yet, so this is the review of a sample statement.',
            )}
          </p>
          <ButtonLink to={paths.personalStatementBuilder.getHref()} variant="outline">
            {i18n._('Write Your Draft')}
          </ButtonLink>
        </Stack>
      )}

      <Card>
        <dl className={styles.summary}>
          <Figure label={i18n._('Score')} className={statValue}>
            {ESSAY_FEEDBACK.scoreLabel}
          </Figure>
          <Figure label={i18n._('Status')}>
            <Badge tone="green">{i18n._(review.status)}</Badge>
          </Figure>
          <Figure label={i18n._('Word count')} className={statValue}>
            {i18n._('{count, plural, one {# word} other {# words}}', { count: review.wordCount })}
          </Figure>
          <Figure label={i18n._('Comments')} className={statValue}>
            {i18n._('{count, plural, one {# comment} other {# comments}}', {
              count: review.commentCount,
            })}
          </Figure>
        </dl>
        <Text size="sm" tone="muted">
          {i18n._(
            'Universities usually take {from}-{to, plural, one {# week} other {# weeks}} to review an application once it is submitted.',
            ESSAY_FEEDBACK.universityReviewWeeks,
          )}
        </Text>
      </Card>

      <Stack as="section" gap="3" aria-labelledby="paragraph-comments">
        <Stack direction="row" wrap justify="space-between" align="center" gap="3">
          <Text as="h2" id="paragraph-comments" size="lg" weight="bold">
            {i18n._('Paragraph comments')}
          </Text>
          <div role="status" className={styles.reviewState}>
            {reReviewing ? (
              <Progress value={null} label={i18n._('Re-reviewing your statement...')} size="sm" />
            ) : reReviewed ? (
              <p>{i18n._('Your statement has been reviewed again.')}</p>
            ) : null}
          </div>
        </Stack>
        <Stack as="ol" gap="4" aria-labelledby="paragraph-comments" aria-busy={reReviewing}>
          {review.paragraphs.map((paragraph) => (
            <ReviewParagraph key={paragraph.id} paragraph={paragraph} />
          ))}
        </Stack>
      </Stack>

      <div className={styles.actions}>
        <ButtonLink to={paths.home.getHref(3)} variant="ghost">
          <ArrowLeft size={16} aria-hidden />

          {i18n._('Back to Dashboard')}
        </ButtonLink>
        <Stack direction="row" wrap gap="2" justify={{ wide: 'flex-end' }}>
          <Button variant="outline" onClick={download}>
            <Download size={16} aria-hidden />

            {i18n._('Download')}
          </Button>
          <Button variant="outline" onClick={() => void reReview()} loading={reReviewing}>
            {reReviewing ? null : <RefreshCw size={16} aria-hidden />}
            {reReviewing ? i18n._('Re-Reviewing...') : i18n._('Re-Review')}
          </Button>
          {reReviewing && isStreamingAssistant(assistant) ? (
            <Button variant="outline" onClick={stop}>
              <Square size={14} aria-hidden />
              {i18n._('Stop')}
            </Button>
          ) : null}
          <Button asChild>
            <a href={APPLY_NOW_URL} target="_blank" rel="noopener noreferrer">
              {i18n._('Apply Now')}
              <ExternalLink size={16} aria-hidden />
              <VisuallyHidden> {i18n._('(opens in a new tab)')}</VisuallyHidden>
            </a>
          </Button>
        </Stack>
      </div>
    </StatementPage>
  );
}

/** One figure of the review's summary: its term over its value. */
function Figure({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="1">
      <Text as="dt" size="sm" tone="muted">
        {label}
      </Text>
      <dd className={className}>{children}</dd>
    </Stack>
  );
}

import { useLingui } from '@lingui/react';
import type { SummaryState } from '@puente/core';
import { Button, Card, NavigationButton, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { ArrowLeft, CircleCheck, ClipboardList } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './advisor-chat.css';
import { catalog } from './locales';

export interface ChatSummaryProps {
  state: Exclude<SummaryState, 'not_shown'>;
  points: readonly string[];
  onEdit: () => void;
  onSave: (points: readonly string[]) => void;
  onBack: () => void;
  onShare: () => void;
  onDecline: () => void;
  /** Return to Dashboard, once the student has chosen (SPEC: to /dashboard). */
  dashboardHref?: string | undefined;
  onReturnToDashboard?: (() => void) | undefined;
}

/**
 * The 4-point summary after the chat (SPEC §4): shown, edited and back,
 * then shared or declined.
 */
export function ChatSummary({
  state,
  points,
  onEdit,
  onSave,
  onBack,
  onShare,
  onDecline,
  dashboardHref,
  onReturnToDashboard,
}: ChatSummaryProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The input is disabled for good once the summary arrives: take the reader to it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card part="summary" aria-labelledby={titleId} role="region">
      <div className={styles.summaryHeader}>
        <ClipboardList size={20} className={styles.summaryIcon} aria-hidden />
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
          {i18n._('Your conversation summary')}
        </h2>
      </div>
      {state === 'editing' ? (
        <SummaryEditor points={points} onSave={onSave} onBack={onBack} />
      ) : (
        <>
          {state === 'showing' ? (
            <p className={styles.subtitle}>
              {i18n._(
                'Here is what we talked about. Would you like to share it with your counselor?',
              )}
            </p>
          ) : null}
          <ol className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ol>
        </>
      )}
      {state === 'showing' ? (
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onDecline} part="decline-button">
            {i18n._('No, thanks')}
          </Button>
          <Button variant="outline" onClick={onEdit} part="edit-button">
            {i18n._('Edit Summary')}
          </Button>
          <Button onClick={onShare} part="share-button">
            {i18n._('Share Summary')}
          </Button>
        </div>
      ) : null}
      {state === 'shared' || state === 'declined' ? (
        <>
          <p className={styles.outcome} role="status">
            <CircleCheck size={18} className={styles.outcomeIcon} aria-hidden />
            {state === 'shared'
              ? i18n._('Your summary has been shared with your counselor.')
              : i18n._('Your summary was not shared. You can come back to explore any time.')}
          </p>
          <div className={styles.actions}>
            <NavigationButton
              href={dashboardHref}
              onNavigate={onReturnToDashboard}
              part="return-button"
            >
              <ArrowLeft size={16} aria-hidden />

              {i18n._('Return to Dashboard')}
            </NavigationButton>
          </div>
        </>
      ) : null}
    </Card>
  );
}

function SummaryEditor({
  points,
  onSave,
  onBack,
}: Pick<ChatSummaryProps, 'points' | 'onSave' | 'onBack'>) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState<string[]>(() => [...points]);
  return (
    <form
      className={styles.editList}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
    >
      {draft.map((point, index) => (
        <TextArea
          // The points are edited in place: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          label={i18n._('Point {number}', { number: index + 1 })}
          value={point}
          rows={2}
          onChange={(event) =>
            setDraft((current) => current.map((p, i) => (i === index ? event.target.value : p)))
          }
        />
      ))}
      <div className={styles.actions}>
        <Button variant="outline" onClick={onBack} part="back-button">
          {i18n._('Back')}
        </Button>
        <Button type="submit" part="save-button">
          {i18n._('Save Changes')}
        </Button>
      </div>
    </form>
  );
}

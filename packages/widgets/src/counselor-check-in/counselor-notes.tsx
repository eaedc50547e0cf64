import { useLingui } from '@lingui/react';
import { COUNSELOR_NOTES, type CounselorNotes, checkInCatalog } from '@puente/core';
import { Button, Card, TextArea, VisuallyHidden } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { NotebookPen, Save, Share2 } from 'lucide-react';
import { useId, useState } from 'react';
import * as styles from './counselor-check-in.css';
import { catalog } from './locales';
import { useNotConnected } from './use-not-connected';

export interface CounselorNotesCardProps {
  notes?: CounselorNotes;
}

/** Counselor Notes (SPEC §2): the notes, when they were last updated, Share / Save / Save Notes. */
export function CounselorNotesCard({ notes = COUNSELOR_NOTES }: CounselorNotesCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, checkInCatalog);
  const titleId = useId();
  // The sample's notes in the counselor's language; what they type is theirs.
  const [text, setText] = useState(() => i18n._(notes.text));
  const notConnected = useNotConnected();
  return (
    <Card role="region" aria-labelledby={titleId} part="counselor-notes">
      <div className={styles.notesFooter}>
        <h2 id={titleId} className={styles.cardTitle}>
          <NotebookPen size={20} className={styles.cardIcon} aria-hidden />

          {i18n._('Counselor Notes')}
        </h2>
        <div className={styles.buttonRow}>
          <Button size="sm" variant="ghost" onClick={() => notConnected(/*i18n*/ 'Sharing notes')}>
            <Share2 size={14} aria-hidden />

            {i18n._('Share')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => notConnected(/*i18n*/ 'Saving notes')}>
            <Save size={14} aria-hidden />

            {i18n._('Save')}
          </Button>
        </div>
      </div>
      <TextArea
        label={<VisuallyHidden>{i18n._('Notes')}</VisuallyHidden>}
        value={text}
        rows={5}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.notesFooter}>
        <p className={styles.muted}>
          {i18n._('Last updated: {date}', {
            date: format.deadline(notes.lastUpdated),
          })}
        </p>
        <Button size="sm" onClick={() => notConnected(/*i18n*/ 'Saving notes')}>
          {i18n._('Save Notes')}
        </Button>
      </div>
    </Card>
  );
}

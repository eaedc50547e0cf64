import { useLingui } from '@lingui/react';
import {
  type CounselorNote,
  type CounselorNoteRequest,
  type CounselorNotes,
  checkInCatalog,
  errorMessage,
  NOTE_TEXT_MAX,
  type NoteVisibility,
  sampleCounselorNotes,
} from '@puente/core';
import { Badge, Button, Card, Stack, TextArea, VisuallyHidden } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useClock, useToast } from '@puente/ui/providers';
import { NotebookPen, Save, Share2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import * as styles from './counselor-check-in.css';
import { catalog } from './locales';
import { useNotConnected } from './use-not-connected';

/** A real student's notes: those saved, and how to save one. */
export interface SavedNotes {
  /** Newest first. */
  saved: readonly CounselorNote[];
  save: (note: CounselorNoteRequest) => Promise<unknown>;
  /** The notes are still on their way: the card does not say there are none. */
  pending?: boolean | undefined;
}

export interface CounselorNotesCardProps {
  /** The sample's draft (the demo and the element, dated from the site's clock), when no notes are saved on a server. */
  notes?: CounselorNotes;
  /** A real student's notes: Share saves one shared with the student, Save one for staff only. */
  saved?: SavedNotes;
}

/** Counselor Notes (SPEC §2): the notes, when they were last updated, Share / Save / Save Notes. */
export function CounselorNotesCard({ notes: given, saved }: CounselorNotesCardProps) {
  const { i18n } = useLingui();
  const clock = useClock();
  const notes = useMemo(() => given ?? sampleCounselorNotes(clock()), [given, clock]);
  const format = useFormat();
  useCatalog(catalog, checkInCatalog);
  const titleId = useId();
  const { toast } = useToast();
  // The sample's notes in the counselor's language; what they type is theirs.
  const [text, setText] = useState(() => (saved ? '' : i18n._(notes.text)));
  const [saving, setSaving] = useState(false);
  const notConnected = useNotConnected();
  const lastUpdated = saved ? saved.saved[0]?.createdAt : notes.lastUpdated;

  const save = async (visibility: NoteVisibility) => {
    if (!saved) {
      notConnected(visibility === 'shared' ? /*i18n*/ 'Sharing notes' : /*i18n*/ 'Saving notes');
      return;
    }
    if (text.trim() === '' || saving) return;
    setSaving(true);
    try {
      await saved.save({ text, visibility });
      setText('');
      toast({
        title:
          visibility === 'shared'
            ? /*i18n*/ 'Note shared with the student'
            : /*i18n*/ 'Note saved for staff only',
      });
    } catch (error) {
      toast({
        title: /*i18n*/ 'Error',
        description: errorMessage(error, /*i18n*/ 'The note could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card role="region" aria-labelledby={titleId} part="counselor-notes">
      <div className={styles.notesFooter}>
        <h2 id={titleId} className={styles.cardTitle}>
          <NotebookPen size={20} className={styles.cardIcon} aria-hidden />

          {i18n._('Counselor Notes')}
        </h2>
        <div className={styles.buttonRow}>
          <Button size="sm" variant="ghost" disabled={saving} onClick={() => void save('shared')}>
            <Share2 size={14} aria-hidden />

            {i18n._('Share')}
          </Button>
          <Button size="sm" variant="ghost" disabled={saving} onClick={() => void save('private')}>
            <Save size={14} aria-hidden />

            {i18n._('Save')}
          </Button>
        </div>
      </div>
      <TextArea
        label={<VisuallyHidden>{i18n._('Notes')}</VisuallyHidden>}
        value={text}
        rows={5}
        maxLength={NOTE_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.notesFooter}>
        <p className={styles.muted}>
          {lastUpdated
            ? i18n._('Last updated: {date}', { date: format.deadline(lastUpdated) })
            : saved?.pending
              ? null
              : i18n._('No notes yet. Share sends a note to the student; Save keeps it for staff.')}
        </p>
        <Button size="sm" disabled={saving} onClick={() => void save('private')}>
          {i18n._('Save Notes')}
        </Button>
      </div>
      {saved && saved.saved.length > 0 ? <NoteList notes={saved.saved} /> : null}
    </Card>
  );
}

function NoteList({ notes }: { notes: readonly CounselorNote[] }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <Stack as="ul" gap="3" aria-label={i18n._('Saved notes')}>
      {notes.map((note) => (
        <li key={note.id} className={styles.section}>
          <p className={styles.noteText}>{note.text}</p>
          <div className={styles.buttonRow}>
            <Badge tone={note.visibility === 'shared' ? 'green' : 'outline'}>
              {note.visibility === 'shared'
                ? i18n._('Shared with the student')
                : i18n._('Private to staff')}
            </Badge>
            <span className={styles.muted}>
              {i18n._('{author}, {date}', {
                author: note.author,
                date: format.deadline(note.createdAt),
              })}
            </span>
          </div>
        </li>
      ))}
    </Stack>
  );
}

import { useLingui } from '@lingui/react';
import { canAddContext, type SchoolContext, type SchoolContextState } from '@puente/core';
import { Button, Progress, Stack, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { CloudDownload, FileUp, Plus, X } from 'lucide-react';
import { CardSection } from '../../components/card-section';
import { emptyNote } from '../../styles/layout.css';
import * as styles from './admin-dashboard.css';
import { catalog } from './locales';

export interface SchoolCustomizationToolProps {
  state: SchoolContextState;
  context: Pick<SchoolContext, 'setDraft' | 'add' | 'remove'> &
    Partial<Pick<SchoolContext, 'uploadPdf' | 'importFromGoogleDrive'>>;
  /** Said when saving an entry or a removal fails (a real school's context). */
  onError?: (error: unknown) => void;
}

/** The ways to add context from elsewhere, where the context offers them: idle, and at work. */
const IMPORTS = [
  {
    task: 'uploading',
    run: 'uploadPdf',
    icon: FileUp,
    label: /*i18n*/ 'Upload PDF',
    busyLabel: /*i18n*/ 'Uploading...',
  },
  {
    task: 'importing',
    run: 'importFromGoogleDrive',
    icon: CloudDownload,
    label: /*i18n*/ 'Import from Google Drive',
    busyLabel: /*i18n*/ 'Importing...',
  },
] as const;

const TASK_PROGRESS = {
  uploading: 'Uploading PDF...',
  importing: 'Importing from Google Drive...',
} as const;

/**
 * 'School Customization Tool' (SPEC §2, §4): the context the AI reads about
 * the school. Add Context waits while the text is blank and says 'Adding...'
 * while it works; Upload PDF and Import from Google Drive, where the context
 * offers them (the demo's sample files), append their entry.
 */
export function SchoolCustomizationTool({
  state,
  context,
  onError = () => {},
}: SchoolCustomizationToolProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const { entries, draft, busy } = state;
  return (
    <CardSection
      id="school-context-title"
      title={i18n._('School Customization Tool')}
      lead={i18n._(
        'What the AI should know about your school when it guides your students, parents and staff.',
      )}
    >
      {entries.length === 0 ? (
        <p className={emptyNote}>{i18n._('No school context yet. Add some below.')}</p>
      ) : (
        <Stack as="ol" gap="2" aria-label={i18n._('School context')}>
          {entries.map((entry, index) => (
            <li key={entry.id} className={styles.entry}>
              <span>{i18n._(entry.text)}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={i18n._('Remove context entry {number}', { number: index + 1 })}
                onClick={() => context.remove(entry.id).catch(onError)}
              >
                <X size={16} aria-hidden />
              </Button>
            </li>
          ))}
        </Stack>
      )}

      <TextArea
        label={i18n._('Add context')}
        rows={3}
        placeholder={i18n._(
          'e.g. Our seniors take the IB Diploma, and most families ask about scholarships.',
        )}
        value={draft}
        disabled={busy === 'adding'}
        onChange={(event) => context.setDraft(event.target.value)}
      />
      <Stack direction="row" wrap gap="2">
        <Button
          onClick={() => context.add().catch(onError)}
          disabled={!canAddContext(state)}
          loading={busy === 'adding'}
        >
          {busy === 'adding' ? null : <Plus size={16} aria-hidden />}
          {busy === 'adding' ? i18n._('Adding...') : i18n._('Add Context')}
        </Button>
        {IMPORTS.map(({ task, run, icon: Icon, label, busyLabel }) => {
          const start = context[run];
          return start ? (
            <Button
              key={task}
              variant="outline"
              onClick={() => start().catch(onError)}
              disabled={busy !== null && busy !== task}
              loading={busy === task}
            >
              {busy === task ? null : <Icon size={16} aria-hidden />}
              {i18n._(busy === task ? busyLabel : label)}
            </Button>
          ) : null;
        })}
      </Stack>
      {busy === 'uploading' || busy === 'importing' ? (
        <Progress label={TASK_PROGRESS[busy]} value={null} />
      ) : null}
    </CardSection>
  );
}

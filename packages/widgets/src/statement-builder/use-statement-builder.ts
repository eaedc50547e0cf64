import {
  encodeStatement,
  errorMessage,
  type PersonalStatement,
  type StatementFormat,
  type StatementProgress,
  statementProgress,
} from '@puente/core';
import { useDelays, useToast } from '@puente/ui/providers';
import { useEffect, useMemo, useRef, useState } from 'react';

/** SPEC §8: the toast after Save Draft or Finalize saved the statement. */
export const STATEMENT_SAVED = {
  title: /*i18n*/ 'Personal statement saved',
  description: /*i18n*/ 'Your personal statement has been saved successfully',
} as const;

const SAVE_FAILED = /*i18n*/ 'Failed to save your personal statement';

/** Where a statement is kept: the host saves it to the selection, the element in the browser. */
export type SaveStatement = (statement: PersonalStatement) => Promise<unknown> | unknown;

export interface StatementBuilderOptions {
  /** The statement as last kept; the editor starts from it. */
  initialStatement: PersonalStatement;
  onSave: SaveStatement;
  /** Every edit of the text, an answer or the format, with the counters for it. */
  onChange?: ((statement: PersonalStatement, progress: StatementProgress) => void) | undefined;
  /** Whether there are edits since the last save, each time that changes. */
  onUnsavedChange?: ((unsaved: boolean) => void) | undefined;
}

type Saving = 'draft' | 'finalize' | null;

/**
 * The statement being edited, its counters (core's `statementProgress`) and
 * its saves: SPEC §8's toasts, the saved-draft badge for `delays.savedBadge`,
 * and whether anything is unsaved. Nothing blocks saving (SPEC §5).
 */
export function useStatementBuilder({
  initialStatement,
  onSave,
  onChange,
  onUnsavedChange,
}: StatementBuilderOptions) {
  const delays = useDelays();
  const { toast } = useToast();
  const [statement, setStatement] = useState(initialStatement);
  const [saving, setSaving] = useState<Saving>(null);
  const [savedBadge, setSavedBadge] = useState(false);
  const [savedText, setSavedText] = useState(() => encodeStatement(initialStatement));
  const current = useRef(statement);
  const saved = useRef(savedText);
  const reportedUnsaved = useRef(false);
  const busy = useRef(false);
  const badgeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const progress = useMemo(() => statementProgress(statement), [statement]);
  const unsaved = encodeStatement(statement) !== savedText;

  // Reported at once (not after a render) so a navigation right after a save sees it.
  const report = (next: PersonalStatement) => {
    const isUnsaved = encodeStatement(next) !== saved.current;
    if (isUnsaved === reportedUnsaved.current) return;
    reportedUnsaved.current = isUnsaved;
    onUnsavedChange?.(isUnsaved);
  };

  const update = (next: PersonalStatement) => {
    current.current = next;
    setStatement(next);
    report(next);
    onChange?.(next, statementProgress(next));
  };

  useEffect(() => () => clearTimeout(badgeTimer.current), []);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  /** Saves the statement as it is now; resolves whether it was saved. */
  const save = async (kind: Exclude<Saving, null> = 'draft'): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    const snapshot = current.current;
    setSaving(kind);
    try {
      await onSave(snapshot);
      const text = encodeStatement(snapshot);
      saved.current = text;
      setSavedText(text);
      report(current.current);
      toast(STATEMENT_SAVED);
      clearTimeout(badgeTimer.current);
      setSavedBadge(true);
      badgeTimer.current = setTimeout(() => setSavedBadge(false), delays.savedBadge);
      return true;
    } catch (error) {
      toast({
        title: /*i18n*/ 'Error',
        description: errorMessage(error, SAVE_FAILED),
        variant: 'destructive',
      });
      return false;
    } finally {
      busy.current = false;
      setSaving(null);
    }
  };

  return {
    statement,
    progress,
    unsaved,
    saving,
    savedBadge,
    save,
    setFormat: (format: StatementFormat) => update({ ...current.current, format }),
    setText: (text: string) => update({ ...current.current, text }),
    setAnswer: (index: number, answer: string) => {
      const answers = [...current.current.answers] as PersonalStatement['answers'];
      answers[index] = answer;
      update({ ...current.current, answers });
    },
  };
}

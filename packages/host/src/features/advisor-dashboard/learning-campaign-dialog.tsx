import { useLingui } from '@lingui/react';
import {
  addCampaignQuestion,
  type CampaignQuestion,
  DEFAULT_CAMPAIGN_QUESTIONS,
  editCampaignQuestion,
  removeCampaignQuestion,
} from '@puente/core';
import { Button, Stack, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { Plus, Rocket, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { DialogFooter, type DialogOpenProps, WideDialog } from '../../components/wide-dialog';
import { emptyNote } from '../../styles/layout.css';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';

export interface LearningCampaignDialogProps extends DialogOpenProps {
  /** How many students the campaign goes to: the whole cohort. */
  cohortSize: number;
  /** The campaign is sent with these questions (no minimum or emptiness check, SPEC §5). */
  onLaunch: (questions: readonly CampaignQuestion[]) => void;
  /** While the campaign is on its way: Launch waits. */
  launching?: boolean;
}

/** 'Launch Learning Campaign' (SPEC §2, §9): exploratory questions for the whole cohort. */
export function LearningCampaignDialog({
  cohortSize,
  onLaunch,
  launching = false,
  ...dialog
}: LearningCampaignDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <WideDialog
      {...dialog}
      title={i18n._('Launch Learning Campaign')}
      description={i18n._(
        'Send exploratory questions to all {count} students in your cohort. Their answers help you understand their interests before your next conversation.',
        { count: cohortSize },
      )}
    >
      {/* Mounted with the dialog, so every opening starts from the default questions. */}
      <CampaignQuestions onLaunch={onLaunch} launching={launching} />
    </WideDialog>
  );
}

function CampaignQuestions({
  onLaunch,
  launching,
}: Pick<LearningCampaignDialogProps, 'onLaunch' | 'launching'>) {
  const { i18n } = useLingui();
  // SPEC's starting questions in the advisor's language; what they type is theirs.
  const [questions, setQuestions] = useState<readonly CampaignQuestion[]>(() =>
    DEFAULT_CAMPAIGN_QUESTIONS.map((question) => ({ ...question, text: i18n._(question.text) })),
  );
  const [added, setAdded] = useState<number | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (added === null) return;
    list.current
      ?.querySelector<HTMLTextAreaElement>(`[data-question="${added}"] textarea`)
      ?.focus();
  }, [added]);

  const add = () => {
    const next = addCampaignQuestion(questions);
    setQuestions(next);
    setAdded(next.at(-1)?.id ?? null);
  };

  return (
    <>
      <Stack gap="4">
        {questions.length === 0 ? (
          <p className={emptyNote}>{i18n._('No questions yet. Add one for your students.')}</p>
        ) : (
          <ol className={styles.questionList} ref={list}>
            {questions.map((question, index) => (
              <li key={question.id} className={styles.question} data-question={question.id}>
                <TextArea
                  label={i18n._('Question {number}', { number: index + 1 })}
                  rows={2}
                  value={question.text}
                  onChange={(event) =>
                    setQuestions(editCampaignQuestion(questions, question.id, event.target.value))
                  }
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={i18n._('Remove question {number}', { number: index + 1 })}
                  onClick={() => setQuestions(removeCampaignQuestion(questions, question.id))}
                >
                  <Trash2 size={16} aria-hidden />
                </Button>
              </li>
            ))}
          </ol>
        )}
        <div>
          <Button variant="outline" size="sm" onClick={add}>
            <Plus size={16} aria-hidden />

            {i18n._('Add Question')}
          </Button>
        </div>
      </Stack>
      <DialogFooter closeLabel={i18n._('Cancel')}>
        <Button onClick={() => onLaunch(questions)} disabled={launching}>
          <Rocket size={16} aria-hidden />

          {i18n._('Launch Campaign')}
        </Button>
      </DialogFooter>
    </>
  );
}

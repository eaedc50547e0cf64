import { useLingui } from '@lingui/react';
import {
  STATEMENT_FORMATS,
  type StatementFormat,
  UCAS_2026_ANSWER_MIN_CHARACTERS,
  UCAS_2026_QUESTIONS,
} from '@puente/core';
import { Badge, Button, TextArea } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { Check, SpellCheck } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { catalog } from './locales';
import * as styles from './statement-builder.css';
import { AnswerCounter, CharacterCounter, LineCounter } from './statement-counters';
import { StatementTopics } from './statement-topics';
import { type StatementBuilderOptions, useStatementBuilder } from './use-statement-builder';

export interface StatementBuilderProps extends StatementBuilderOptions {
  /** Finalize (SPEC §2): called once the statement is saved; the button shows only with it. */
  onFinalize?: (() => void) | undefined;
  /** A "Back to Programs" control at the start of the action bar (the host's router link). */
  backAction?: ReactNode;
}

const FORMAT_CHOICES: Record<StatementFormat, { name: string; hint: string }> = {
  free: {
    name: /*i18n*/ 'Single statement',
    hint: /*i18n*/ 'One text of up to 4,000 characters and 47 lines.',
  },
  'ucas-2026': {
    name: /*i18n*/ 'UCAS 2026 questions',
    hint: /*i18n*/ "UCAS's format for 2026 entry: three answers of at least {minimum} characters, 4,000 in total.",
  },
};

const SPELLING_NOTE =
  /*i18n*/ 'Your browser checks the spelling as you type: misspelled words are underlined. Right-click (or press and hold) a word to see suggestions.';

/**
 * The personal statement editor (SPEC §2, §5): one text, or UCAS's three
 * questions for 2026 entry, with their counters, suggested topics, Save
 * Draft, Check Spelling and Finalize. Where a save goes is the caller's
 * `onSave`.
 */
export function StatementBuilder({ onFinalize, backAction, ...options }: StatementBuilderProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const builder = useStatementBuilder(options);
  const { statement, progress, saving } = builder;
  const ids = useId();
  const editor = useRef<HTMLDivElement>(null);
  const [spellingNoteShown, setSpellingNoteShown] = useState(false);

  const checkSpelling = () => {
    setSpellingNoteShown(true);
    // Focusing the text makes the browser mark misspellings in all of it.
    editor.current?.querySelector('textarea')?.focus();
  };

  const finalize = async () => {
    if (await builder.save('finalize')) onFinalize?.();
  };

  return (
    <div className={styles.builder} part="builder">
      <fieldset className={styles.formatChoice} part="format">
        <legend className={styles.formatLegend}>{i18n._('Statement format')}</legend>
        {STATEMENT_FORMATS.map((format) => (
          <label key={format} className={styles.formatOption}>
            <input
              type="radio"
              className={styles.formatRadio}
              name={`${ids}-format`}
              value={format}
              checked={statement.format === format}
              onChange={() => builder.setFormat(format)}
              aria-describedby={`${ids}-${format}-hint`}
            />
            <span className={styles.formatName}>{i18n._(FORMAT_CHOICES[format].name)}</span>
            <span id={`${ids}-${format}-hint`} className={styles.formatHint}>
              {i18n._(FORMAT_CHOICES[format].hint, { minimum: UCAS_2026_ANSWER_MIN_CHARACTERS })}
            </span>
          </label>
        ))}
      </fieldset>

      <div className={styles.panes}>
        <div className={styles.editor} ref={editor}>
          {statement.format === 'free' ? (
            <TextArea
              className={styles.statementField}
              label={i18n._('Your personal statement')}
              value={statement.text}
              onChange={(event) => builder.setText(event.target.value)}
              spellCheck
              lang="en-GB"
              placeholder={i18n._('Start with what drew you to your subject...')}
              part="input"
              description={
                <span className={styles.counters}>
                  <CharacterCounter total={progress.total} tone={progress.tone} />
                  <LineCounter lines={progress.lines} />
                </span>
              }
            />
          ) : (
            <>
              {UCAS_2026_QUESTIONS.map((question, index) => {
                const answer = progress.perAnswer[index];
                return (
                  <TextArea
                    key={question}
                    className={styles.answerField}
                    label={`${index + 1}. ${question}`}
                    value={statement.answers[index] ?? ''}
                    onChange={(event) => builder.setAnswer(index, event.target.value)}
                    spellCheck
                    lang="en-GB"
                    part="input"
                    description={answer ? <AnswerCounter answer={answer} /> : null}
                  />
                );
              })}
              <p className={styles.totalCounter} part="total">
                <CharacterCounter
                  total={progress.total}
                  tone={progress.tone}
                  label={i18n._('In total:')}
                />
              </p>
            </>
          )}
          <div role="status" className={styles.statusSlot}>
            {spellingNoteShown ? (
              <p className={styles.spellingNote}>
                <SpellCheck size={18} aria-hidden />
                {i18n._(SPELLING_NOTE)}
              </p>
            ) : null}
          </div>
        </div>
        <StatementTopics />
      </div>

      <div className={styles.actions} part="actions">
        <div>{backAction}</div>
        <div className={styles.actionsEnd}>
          <span className={styles.saveState} role="status">
            {builder.savedBadge ? (
              <Badge tone="success" part="saved-badge">
                <Check size={14} aria-hidden />

                {i18n._('Draft saved')}
              </Badge>
            ) : builder.unsaved ? (
              i18n._('Unsaved changes')
            ) : null}
          </span>
          <Button variant="outline" onClick={checkSpelling} part="spelling-button">
            {i18n._('Check Spelling')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void builder.save('draft')}
            loading={saving === 'draft'}
            disabled={saving !== null}
            part="save-button"
          >
            {saving === 'draft' ? i18n._('Saving...') : i18n._('Save Draft')}
          </Button>
          {onFinalize ? (
            <Button
              onClick={() => void finalize()}
              loading={saving === 'finalize'}
              disabled={saving !== null}
              part="finalize-button"
            >
              {saving === 'finalize' ? i18n._('Finalizing...') : i18n._('Finalize')}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

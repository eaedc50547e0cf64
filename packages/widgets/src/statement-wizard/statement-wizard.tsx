import { useLingui } from '@lingui/react';
import { apiCatalog } from '@puente/core';
import { Button, Stack, VisuallyHidden } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useEffect, useId, useRef } from 'react';
import { FirstDraftStep } from './first-draft-step';
import { catalog } from './locales';
import { OutlineStep } from './outline-step';
import { QuestionnaireStep } from './questionnaire-step';
import * as styles from './statement-wizard.css';
import {
  type StatementWizardOptions,
  useStatementWizard,
  type WizardStep,
} from './use-statement-wizard';
import { PENDING_LABELS } from './wizard-working';

export type StatementWizardProps = StatementWizardOptions;

const STEPS: readonly { step: WizardStep; name: string; title: string; lead: string }[] = [
  {
    step: 'questionnaire',
    name: /*i18n*/ 'Questionnaire',
    title: /*i18n*/ 'Tell us about yourself',
    lead: /*i18n*/ 'Answer as many of the five questions as you can; every one is optional, and each answer makes your outline more personal.',
  },
  {
    step: 'outline',
    name: /*i18n*/ 'Outline',
    title: /*i18n*/ 'Your outline',
    lead: /*i18n*/ 'A plan for your statement from your answers. Edit any section, or tell the assistant what to change and regenerate it.',
  },
  {
    step: 'draft',
    name: /*i18n*/ 'First Draft',
    title: /*i18n*/ 'Your first draft',
    lead: /*i18n*/ 'Write each part of your statement, following the outline. When you are ready, ask for feedback.',
  },
];

/**
 * The personal statement wizard (SPEC §2): questionnaire, outline, first
 * draft, then Generate Feedback. Back steps one stage back; Cancel leaves.
 */
export function StatementWizard(props: StatementWizardProps) {
  const { i18n } = useLingui();
  // The api catalog: the assistant's failure toasts.
  useCatalog(catalog, apiCatalog);
  const wizard = useStatementWizard(props);
  const { step } = wizard.state;
  const index = STEPS.findIndex((entry) => entry.step === step);
  const current = STEPS[index] ?? STEPS[0];
  const title = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const titleId = useId();

  // A new step replaces the page's content: take keyboard and screen-reader users to its title.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change, on purpose
  useEffect(() => {
    if (moved.current) title.current?.focus();
    moved.current = true;
  }, [step]);

  return (
    <div className={styles.wizard}>
      <ol className={styles.steps} aria-label={i18n._('Steps')}>
        {STEPS.map((entry, position) => (
          <li
            key={entry.step}
            className={styles.stepItem}
            aria-current={entry.step === step ? 'step' : undefined}
            data-state={position < index ? 'done' : undefined}
          >
            {`${position + 1}. ${i18n._(entry.name)}`}
          </li>
        ))}
      </ol>

      <Stack as="section" gap="5" aria-labelledby={titleId}>
        <Stack as="header" gap="1">
          <h2 id={titleId} className={styles.stepTitle} ref={title} tabIndex={-1}>
            {current ? i18n._(current.title) : null}
          </h2>
          <p className={styles.lead}>{current ? i18n._(current.lead) : null}</p>
        </Stack>
        {step === 'questionnaire' ? <QuestionnaireStep wizard={wizard} /> : null}
        {step === 'outline' ? <OutlineStep wizard={wizard} /> : null}
        {step === 'draft' ? <FirstDraftStep wizard={wizard} /> : null}
      </Stack>

      <VisuallyHidden role="status">
        {wizard.pending ? i18n._(PENDING_LABELS[wizard.pending]) : ''}
      </VisuallyHidden>

      <div className={styles.actions}>
        <Stack direction="row" wrap gap="2">
          <Button variant="ghost" onClick={wizard.cancel}>
            {i18n._('Cancel')}
          </Button>
          {step !== 'questionnaire' ? (
            <Button variant="outline" onClick={wizard.back}>
              {i18n._('Back')}
            </Button>
          ) : null}
        </Stack>
        {step === 'questionnaire' ? (
          <Button
            onClick={() => void wizard.generateOutline()}
            loading={wizard.pending === 'outline'}
          >
            {wizard.pending === 'outline' ? i18n._('Generating...') : i18n._('Generate Outline')}
          </Button>
        ) : null}
        {step === 'outline' ? (
          <Button onClick={wizard.writeFirstDraft} disabled={wizard.pending !== null}>
            {i18n._('Write First Draft')}
          </Button>
        ) : null}
        {step === 'draft' ? (
          <Button
            onClick={() => void wizard.generateFeedback()}
            loading={wizard.pending === 'feedback'}
          >
            {wizard.pending === 'feedback' ? i18n._('Generating...') : i18n._('Generate Feedback')}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

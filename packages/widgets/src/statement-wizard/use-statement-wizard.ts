import {
  assistantFailureToast,
  firstDraftNotice,
  isStreamingAssistant,
  OUTLINE_SECTIONS,
  type Outline,
  type OutlineSection,
  outlineFeedbackNotice,
  type QuestionnaireAnswers,
  type QuestionnaireQuestionId,
  questionnaireNotice,
  type StatementReview,
  type WizardNotice,
} from '@puente/core';
import { useLocale } from '@puente/ui/i18n';
import { useAssistant, useToast } from '@puente/ui/providers';
import { useEffect, useRef, useState } from 'react';

export type WizardStep = 'questionnaire' | 'outline' | 'draft';
/** What the canned assistant is working on (SPEC §4's 1.5 s waits). */
export type WizardPending = 'outline' | 'regenerate' | 'feedback' | null;

export type DraftSectionTexts = Record<OutlineSection, string>;

/** Everything the student has done in the wizard, e.g. to restore it after a reload. */
export interface WizardState {
  step: WizardStep;
  answers: QuestionnaireAnswers;
  outline: Outline | null;
  /** Outline sections open for editing (Edit / Done). */
  editing: OutlineSection[];
  /** The feedback Regenerate Outline needs. */
  feedback: string;
  draft: DraftSectionTexts;
}

/** What Generate Feedback hands on to the essay feedback page. */
export interface StatementReviewHandover {
  /** The first draft as one text, its sections separated by a blank line. */
  draft: string;
  review: StatementReview;
}

export const EMPTY_WIZARD: WizardState = {
  step: 'questionnaire',
  answers: {},
  outline: null,
  editing: [],
  feedback: '',
  draft: { introduction: '', paragraphOne: '', paragraphTwo: '' },
};

/** SPEC §8: the toast after Regenerate Outline. */
export const OUTLINE_REGENERATED = {
  title: /*i18n*/ 'Outline Regenerated',
  description: /*i18n*/ 'Paragraph two has been rewritten with your feedback.',
} as const;

const PREVIOUS: Record<WizardStep, WizardStep | null> = {
  questionnaire: null,
  outline: 'questionnaire',
  draft: 'outline',
};

/** The first draft as one text: the written sections, separated by a blank line. */
export function draftText(draft: DraftSectionTexts): string {
  return OUTLINE_SECTIONS.map((section) => draft[section].trim())
    .filter((text) => text !== '')
    .join('\n\n');
}

export interface StatementWizardOptions {
  /** Where to start, e.g. the state kept before a reload. */
  initialState?: WizardState | null | undefined;
  onStateChange?: ((state: WizardState) => void) | undefined;
  /** Generate Feedback finished: the draft and its review. */
  onFeedbackReady: (handover: StatementReviewHandover) => void;
  /** Cancel. */
  onCancel: () => void;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * The statement wizard's steps (SPEC §2, §4, §5): questionnaire, outline,
 * first draft, with core's notices as toasts and the assistant's delays as
 * pending states. Back or Cancel stops whatever the assistant is doing.
 */
export function useStatementWizard({
  initialState,
  onStateChange,
  onFeedbackReady,
  onCancel,
}: StatementWizardOptions) {
  const assistant = useAssistant();
  // A model writes the outline in English (for UCAS) and explains in the student's language.
  const locale = useLocale();
  const { toast } = useToast();
  const [state, setState] = useState<WizardState>(initialState ?? EMPTY_WIZARD);
  const [pending, setPending] = useState<WizardPending>(null);
  const latest = useRef(state);
  const work = useRef<AbortController | null>(null);

  useEffect(() => () => work.current?.abort(), []);

  const update = (change: (state: WizardState) => WizardState) => {
    const next = change(latest.current);
    latest.current = next;
    setState(next);
    onStateChange?.(next);
  };

  const notify = (notice: WizardNotice | null) => {
    if (!notice) return false;
    toast({
      title: notice.title,
      description: notice.description,
      variant: notice.blocking ? 'destructive' : 'default',
    });
    return notice.blocking;
  };

  /** Runs one assistant call as `kind`, dropping its answer if stopped meanwhile. */
  const run = async <T>(
    kind: Exclude<WizardPending, null>,
    call: (signal: AbortSignal) => Promise<T>,
  ) => {
    work.current?.abort();
    const controller = new AbortController();
    work.current = controller;
    setPending(kind);
    try {
      return { value: await call(controller.signal) };
    } catch (error) {
      if (isAbort(error) || controller.signal.aborted) return null;
      toast(
        assistantFailureToast(
          error,
          error instanceof Error ? error.message : 'Something went wrong',
        ),
      );
      return null;
    } finally {
      if (work.current === controller) {
        work.current = null;
        setPending(null);
      }
    }
  };

  const stop = () => {
    work.current?.abort();
    work.current = null;
    setPending(null);
  };

  return {
    state,
    pending,
    /** Stops a model's outline or review on its way (the canned one has none); what was typed stays. */
    stopAssistant: pending !== null && isStreamingAssistant(assistant) ? stop : undefined,
    setAnswer: (id: QuestionnaireQuestionId, text: string) =>
      update((now) => ({ ...now, answers: { ...now.answers, [id]: text } })),

    async generateOutline() {
      if (pending || notify(questionnaireNotice(latest.current.answers))) return;
      const result = await run('outline', (signal) =>
        assistant.generateOutline(latest.current.answers, { signal, locale }),
      );
      if (result) {
        update((now) => ({ ...now, step: 'outline', outline: result.value, editing: [] }));
      }
    },

    toggleEditing: (section: OutlineSection) =>
      update((now) => ({
        ...now,
        editing: now.editing.includes(section)
          ? now.editing.filter((open) => open !== section)
          : [...now.editing, section],
      })),
    editOutline: (section: OutlineSection, text: string) =>
      update((now) =>
        now.outline ? { ...now, outline: { ...now.outline, [section]: text } } : now,
      ),
    setFeedback: (feedback: string) => update((now) => ({ ...now, feedback })),

    async regenerateOutline() {
      const { outline, feedback, answers } = latest.current;
      if (pending || !outline || notify(outlineFeedbackNotice(feedback))) return;
      const result = await run('regenerate', (signal) =>
        assistant.regenerateOutline(outline, feedback, { signal, locale, answers }),
      );
      if (!result) return;
      update((now) => ({
        ...now,
        outline: result.value,
        feedback: '',
        editing: now.editing.filter((section) => section !== 'paragraphTwo'),
      }));
      toast(OUTLINE_REGENERATED);
    },

    writeFirstDraft: () => {
      if (pending) return;
      update((now) => ({ ...now, step: 'draft', editing: [] }));
    },
    setDraft: (section: OutlineSection, text: string) =>
      update((now) => ({ ...now, draft: { ...now.draft, [section]: text } })),

    async generateFeedback() {
      const { draft } = latest.current;
      if (pending || notify(firstDraftNotice(draft))) return;
      const text = draftText(draft);
      const result = await run('feedback', (signal) =>
        assistant.reviewStatement(text, { signal, locale }),
      );
      if (result) onFeedbackReady({ draft: text, review: result.value });
    },

    back() {
      const previous = PREVIOUS[latest.current.step];
      stop();
      if (previous) update((now) => ({ ...now, step: previous }));
    },
    cancel() {
      stop();
      onCancel();
    },
  };
}

export type StatementWizardApi = ReturnType<typeof useStatementWizard>;

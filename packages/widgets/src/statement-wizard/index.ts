export { SECTION_LABELS } from './section-labels';
export type { StatementWizardProps } from './statement-wizard';
export { StatementWizard } from './statement-wizard';
export type {
  DraftSectionTexts,
  StatementReviewHandover,
  StatementWizardOptions,
  WizardPending,
  WizardState,
  WizardStep,
} from './use-statement-wizard';
export {
  draftText,
  EMPTY_WIZARD,
  OUTLINE_REGENERATED,
  useStatementWizard,
} from './use-statement-wizard';
export {
  keepReviewHandover,
  keepWizardState,
  readReviewHandover,
  readWizardState,
} from './wizard-storage';

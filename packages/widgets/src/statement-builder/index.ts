export { DEFAULT_DRAFT_STORAGE_KEY, readBrowserDraft, writeBrowserDraft } from './browser-draft';
export type { StatementBuilderProps } from './statement-builder';
export { StatementBuilder } from './statement-builder';
export type { SaveStatement, StatementBuilderOptions } from './use-statement-builder';
export { STATEMENT_SAVED, useStatementBuilder } from './use-statement-builder';
export { useStatementSelection } from './use-statement-selection';

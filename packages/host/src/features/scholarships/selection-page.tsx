import { useLingui } from '@lingui/react';
import type { SelectedProgramme } from '@puente/core';
import { Button, PageHeader, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import type { ReactNode } from 'react';
import { ProgrammeNotFound } from '../../components/program-not-found';
import { useFailureText } from '../../components/use-failure-text';
import { usePageTitle } from '../../components/use-page-title';
import { container, problem } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './scholarships.css';
import { useSelection } from './use-selection';

export interface SelectionPageProps {
  /** The selection's id from the address. */
  selectionId: string | undefined;
  /** The screen's `<h1>` and the page's title. */
  title: string;
  loadingLabel: string;
  /** The header's buttons to the programme's other screens. */
  actions: (selection: SelectedProgramme) => ReactNode;
  /** More lines in the header, under the programme's name. */
  details?: (selection: SelectedProgramme) => ReactNode;
  children: (selection: SelectedProgramme) => ReactNode;
}

/**
 * A screen for one selected programme: a spinner while the selections load,
 * the failure with Try again, Program Not Found (SPEC §8), else the screen
 * under a header naming the university, the screen and the programme.
 */
export function SelectionPage({
  selectionId,
  title,
  loadingLabel,
  actions,
  details,
  children,
}: SelectionPageProps) {
  const { i18n } = useLingui();
  const failureText = useFailureText();
  useCatalog(catalog);
  const state = useSelection(selectionId);
  usePageTitle(title);
  switch (state.status) {
    case 'pending':
      return (
        <Stack direction="row" justify="center" className={`${container} ${styles.centred}`}>
          <Spinner label={loadingLabel} />
        </Stack>
      );
    case 'error':
      return (
        <div className={container}>
          <div className={problem} role="alert">
            <Text as="h1" size="xl" weight="bold">
              {i18n._('Your programs could not be loaded.')}
            </Text>
            <Text look="note">{failureText(state.error)}</Text>
            <Button variant="outline" onClick={state.retry}>
              {i18n._('Try again')}
            </Button>
          </div>
        </div>
      );
    case 'missing':
      return <ProgrammeNotFound />;
    case 'found': {
      const { selection } = state;
      return (
        <div className={container}>
          <Stack gap="6">
            <PageHeader
              eyebrow={selection.program.universityName}
              title={title}
              lead={selection.program.programName}
              actions={actions(selection)}
            >
              {details?.(selection)}
            </PageHeader>
            {children(selection)}
          </Stack>
        </div>
      );
    }
  }
}

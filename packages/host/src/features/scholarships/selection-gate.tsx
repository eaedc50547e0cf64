import { useLingui } from '@lingui/react';
import { errorMessage, type SelectedProgramme } from '@puente/core';
import { Button, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import type { ReactNode } from 'react';
import { ProgrammeNotFound } from '../../components/program-not-found';
import { container, problem } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './scholarships.css';
import type { SelectionState } from './use-selection';

/**
 * A screen for one selected programme: a spinner while the selections load,
 * the failure with Try again, Program Not Found (SPEC §8), else the screen.
 */
export function SelectionGate({
  state,
  loadingLabel,
  children,
}: {
  state: SelectionState;
  loadingLabel: string;
  children: (selection: SelectedProgramme) => ReactNode;
}) {
  const { i18n } = useLingui();
  useCatalog(catalog);
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
            <Text look="note">
              {errorMessage(state.error, i18n._('Please try again.'), (id) => i18n._(id))}
            </Text>
            <Button variant="outline" onClick={state.retry}>
              {i18n._('Try again')}
            </Button>
          </div>
        </div>
      );
    case 'missing':
      return <ProgrammeNotFound />;
    case 'found':
      return children(state.selection);
  }
}

import { useLingui } from '@lingui/react';
import { Text } from '@puente/ui';
import { useCaseload } from '@puente/widgets/data';
import { problem } from '../../styles/layout.css';
import { CaseloadAlerts } from './caseload-alerts';
import { CaseloadTable, type CaseloadTools } from './caseload-table';

/** The signed-in counselor's caseload (an admin's: the school's), with its Actions Required. */
export function CaseloadSection({ tools }: { tools?: CaseloadTools }) {
  const { i18n } = useLingui();
  const caseload = useCaseload();
  if (caseload.isPending) return <Text tone="muted">{i18n._('Loading students…')}</Text>;
  if (caseload.isError) {
    return (
      <Text role="alert" className={problem}>
        {i18n._('The students could not be loaded. Please try again.')}
      </Text>
    );
  }
  return (
    <>
      <CaseloadAlerts students={caseload.data} />
      <CaseloadTable students={caseload.data} tools={tools} />
    </>
  );
}

import { StatementWizardScreen } from '../../features/statement-wizard/statement-wizard-screen';

/** `/personal-statement-builder`: the statement wizard. */
export default function PersonalStatementBuilderRoute() {
  return <StatementWizardScreen />;
}

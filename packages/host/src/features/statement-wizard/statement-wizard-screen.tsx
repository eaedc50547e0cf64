import { useLingui } from '@lingui/react';
import { useCatalog } from '@puente/ui/i18n';
import {
  keepReviewHandover,
  keepWizardState,
  readWizardState,
  StatementWizard,
} from '@puente/widgets/statement-wizard';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StatementPage } from '../../components/statement-page';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { catalog } from './locales';

/**
 * `/personal-statement-builder` (SPEC §2): the wizard, kept in this tab so a
 * reload loses nothing. Generate Feedback hands the draft and its review to
 * `/essay-feedback`; Cancel forgets the wizard and goes to `/`.
 */
export function StatementWizardScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const navigate = useNavigate();
  const [initialState] = useState(readWizardState);
  usePageTitle(i18n._('Personal Statement Builder'));
  return (
    <StatementPage
      width={56}
      title={i18n._('Personal Statement Builder')}
      lead={i18n._(
        'Three steps from a blank page to a first draft: a few questions, an outline, then your own words, with feedback at the end.',
      )}
    >
      <StatementWizard
        initialState={initialState}
        onStateChange={keepWizardState}
        onCancel={() => {
          keepWizardState(null);
          navigate(paths.home.getHref());
        }}
        onFeedbackReady={(handover) => {
          keepReviewHandover(handover);
          navigate(paths.essayFeedback.getHref());
        }}
      />
    </StatementPage>
  );
}

import { useLingui } from '@lingui/react';
import { AdvisorChat } from '@puente/widgets/advisor-chat';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';

/** /exploration: the exploration advisor chat; Return to Dashboard goes to /dashboard. */
export default function ExplorationRoute() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Exploration Advisor'));
  const navigate = useNavigate();
  const dashboard = paths.dashboard.getHref();
  return (
    <div className={container}>
      <AdvisorChat
        headingLevel={1}
        dashboardHref={dashboard}
        onReturnToDashboard={() => navigate(dashboard)}
      />
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { CounselorCheckIn } from '@puente/widgets/counselor-check-in';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import { DemoBanner } from './demo-banner';

const TITLES = { 1: /*i18n*/ 'Check-In #1', 2: /*i18n*/ 'Check-In #2' } as const;

/**
 * `/demo/check-in-1` and `/demo/check-in-2`: the SPEC's check-ins with the
 * demo school's sample student; Back to Dashboard stays in the demo.
 */
export function DemoCheckIn({ checkIn }: { checkIn: 1 | 2 }) {
  const { i18n } = useLingui();
  usePageTitle(i18n._(TITLES[checkIn]));
  const navigate = useNavigate();
  const dashboard = paths.demoAdvisorDashboard.getHref();
  return (
    <>
      <DemoBanner />
      <div className={container}>
        <CounselorCheckIn
          checkIn={checkIn}
          dashboardHref={dashboard}
          onBackToDashboard={() => navigate(dashboard)}
        />
      </div>
    </>
  );
}

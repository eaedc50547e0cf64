import { useLingui } from '@lingui/react';
import { CounselorCheckIn } from '@puente/widgets/counselor-check-in';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';

/** /check-in-1: the counselor's earlier check-in with the same student, on the same screen. */
export default function CheckIn1Route() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Check-In #1'));
  const navigate = useNavigate();
  const home = paths.home.getHref();
  return (
    <div className={container}>
      <CounselorCheckIn checkIn={1} dashboardHref={home} onBackToDashboard={() => navigate(home)} />
    </div>
  );
}

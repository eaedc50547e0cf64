import { useLingui } from '@lingui/react';
import { CounselorCheckIn } from '@puente/widgets/counselor-check-in';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';

/** /check-in-2: 'Check-In #2', the student profile review before the meeting; Back to Dashboard goes to /. */
export default function CheckIn2Route() {
  const { i18n } = useLingui();
  usePageTitle(i18n._('Check-In #2'));
  const navigate = useNavigate();
  const home = paths.home.getHref();
  return (
    <div className={container}>
      <CounselorCheckIn checkIn={2} dashboardHref={home} onBackToDashboard={() => navigate(home)} />
    </div>
  );
}

import { ProgrammeFinder } from '@puente/widgets/programme-finder';
import { useStudentInfo } from '@puente/widgets/student-info';
import { UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './foundation-programs-screen.css';

/**
 * /foundation-programs (SPEC §2): the programme finder in 'student' mode,
 * matched against the student's saved profile; Get Started Applying opens
 * the dashboard's first phase. The heading and filters show at once; the
 * cards wait for the profile their match is computed from.
 */
export function FoundationProgramsScreen() {
  usePageTitle('Foundation Year Pathways');
  const navigate = useNavigate();
  const profile = useStudentInfo();
  const applyHref = paths.home.getHref(1);

  return (
    <div className={container}>
      <ProgrammeFinder
        mode="student"
        profile={profile.data ?? null}
        profileLoading={profile.isPending}
        notice={
          profile.isPending || profile.data ? null : (
            <aside className={styles.notice} aria-label="Your profile">
              <UserRound size={20} aria-hidden />
              <p className={styles.noticeText}>
                Every program shows the standard 80% match until you add your grades.
              </p>
              <ButtonLink to={paths.studentInfo.getHref()} variant="outline" size="sm">
                Complete your profile
              </ButtonLink>
            </aside>
          )
        }
        headingLevel={1}
        applyUrl={applyHref}
        onApply={() => navigate(applyHref)}
      />
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { classNames, PageHeader, Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { StudentInfoForm } from '@puente/widgets/student-info';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { centredColumn, container, measure } from '../../styles/layout.css';
import { DataViews } from './data-views';
import { catalog } from './locales';
import { SignedInBrowsers } from './signed-in-browsers';
import { YourParents } from './your-parents';
import { YourSchool } from './your-school';

/**
 * /student-info (SPEC §2), also the avatar menu's My Profile: the academic
 * profile form; once saved, on to /foundation-year-intro. Below it, the
 * student's school, parents and who has seen their data
 * (docs/product/schools.md), and the browsers they are signed in on.
 */
export function StudentInfoScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Your academic profile'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const onContinue = useCallback(() => navigate(paths.foundationYearIntro.getHref()), [navigate]);
  return (
    <div className={container}>
      <Stack gap="6" className={classNames(measure[48], centredColumn)}>
        <PageHeader
          leadSize="body"
          title={i18n._('Your academic profile')}
          lead={i18n._(
            'Tell us what you would like to study and how you are doing at school. We use it to match you with foundation programs, and you can update it any time from My Profile.',
          )}
        />
        <StudentInfoForm onContinue={onContinue} />
        {user?.role === 'student' ? (
          <>
            <YourSchool />
            <YourParents />
            <DataViews />
          </>
        ) : null}
        <SignedInBrowsers />
      </Stack>
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { PageHeader } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { StudentInfoForm } from '@puente/widgets/student-info';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CentredPage } from '../../components/centred-page';
import { ROLE_NAMES } from '../../components/role-names';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth-provider';
import { displayName } from '../../lib/session';
import { DataViews } from './data-views';
import { catalog } from './locales';
import { MyData } from './my-data';
import { SignedInBrowsers } from './signed-in-browsers';
import { YourParents } from './your-parents';
import { YourSchool } from './your-school';

/**
 * /student-info (SPEC §2), also the avatar menu's My Profile: the academic
 * profile form; once saved, on to /foundation-year-intro. Below it, the
 * student's school, parents and who has seen their data
 * (docs/product/schools.md), and the browsers they are signed in on. For
 * staff and parents, My Profile is their account and its browsers.
 */
export function StudentInfoScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Your academic profile'));
  const navigate = useNavigate();
  const { user } = useAuth();
  const onContinue = useCallback(() => navigate(paths.foundationYearIntro.getHref()), [navigate]);
  if (user && user.role !== 'student') {
    // Staff and parents have no academic profile: My Profile is their account.
    const role = i18n._(ROLE_NAMES[user.role]);
    return (
      <CentredPage width={48}>
        <PageHeader
          leadSize="body"
          title={i18n._('Your account')}
          lead={
            user.school
              ? i18n._('{name}, {role} at {school}.', {
                  name: displayName(user),
                  role,
                  school: user.school.name,
                })
              : i18n._('{name}, {role}.', { name: displayName(user), role })
          }
        />
        <SignedInBrowsers />
      </CentredPage>
    );
  }
  return (
    <CentredPage width={48}>
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
      {user?.role === 'student' ? <MyData /> : null}
    </CentredPage>
  );
}

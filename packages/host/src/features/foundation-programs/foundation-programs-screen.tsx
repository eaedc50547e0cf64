import { useLingui } from '@lingui/react';
import { Stack } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useStudentInfo } from '@puente/widgets/data';
import {
  type FinderSearch,
  finderSearchFrom,
  finderSearchKey,
  finderSearchParams,
  ProgrammeFinder,
} from '@puente/widgets/programme-finder';
import { UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../config/paths';
import { container } from '../../styles/layout.css';
import * as styles from './foundation-programs-screen.css';
import { catalog } from './locales';

/**
 * /foundation-programs (SPEC §2): the programme finder in 'student' mode,
 * matched against the student's saved profile; Get Started Applying opens
 * the dashboard's first phase. The heading and filters show at once; the
 * cards wait for the profile their match is computed from. The URL holds the
 * search (`?q=…&subject=…&sort=…`), so back and forward and a shared link
 * restore it.
 */
export function FoundationProgrammesScreen() {
  const { i18n } = useLingui();
  useCatalog(catalog);
  usePageTitle(i18n._('Foundation Year Pathways'));
  const navigate = useNavigate();
  const profile = useStudentInfo();
  const applyHref = paths.home.getHref(1);
  const [params, setParams] = useSearchParams();
  const paramsKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for `params`.
  const search = useMemo(() => finderSearchFrom(Object.fromEntries(params)), [paramsKey]);

  const onSearchChange = (next: FinderSearch) => {
    const nextParams = finderSearchParams(next);
    if (nextParams.toString() === finderSearchKey(search)) return;
    // Typing refines one search: it replaces the entry; any other choice is a step back can undo.
    const typing =
      next.q !== search.q && finderSearchKey({ ...next, q: search.q }) === finderSearchKey(search);
    setParams(nextParams, { replace: typing });
  };

  return (
    <div className={container}>
      <ProgrammeFinder
        mode="student"
        profile={profile.data ?? null}
        profileLoading={profile.isPending}
        notice={
          profile.isPending || profile.data ? null : (
            <Stack
              as="aside"
              direction="row"
              wrap
              align="center"
              gap="3"
              className={styles.notice}
              aria-label={i18n._('Your profile')}
            >
              <UserRound size={20} aria-hidden />
              <p className={styles.noticeText}>
                {i18n._(
                  'Until you add your grades, every program shows a 50% match: as if you just met its minimums.',
                )}
              </p>
              <ButtonLink to={paths.studentInfo.getHref()} variant="outline" size="sm">
                {i18n._('Complete your profile')}
              </ButtonLink>
            </Stack>
          )
        }
        headingLevel={1}
        search={search}
        onSearchChange={onSearchChange}
        applyUrl={applyHref}
        onApply={() => navigate(applyHref)}
      />
    </div>
  );
}

import { useLingui } from '@lingui/react';
import type { StudentDataView } from '@puente/core';
import { Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { useDataViews } from '@puente/widgets/data';
import { useId } from 'react';
import { ROLE_NAMES } from '../../components/role-names';
import { listRow } from '../../styles/layout.css';
import { catalog } from './locales';
import { ProfileSection } from './profile-section';

/** What each view says, by what was read: "Ms López (counselor) viewed your profile, 28 Nov 2026". */
const VIEWED = {
  profile: /*i18n*/ '{viewer} ({role}) viewed your profile, {day}',
  programmes: /*i18n*/ '{viewer} ({role}) viewed your programs, {day}',
  tasks: /*i18n*/ "{viewer} ({role}) viewed your counselor's questions, {day}",
} as const;

/** My Profile's "Who has seen your data": every read by the school's staff or a parent, newest first. */
export function DataViews() {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog);
  const views = useDataViews();
  const headingId = useId();
  const say = (view: StudentDataView) =>
    i18n._(VIEWED[view.what], {
      viewer: view.viewer,
      role: i18n._(ROLE_NAMES[view.role]),
      day: format.day(view.viewedAt),
    });
  return (
    <ProfileSection
      title={i18n._('Who has seen your data')}
      lead={i18n._(
        "Each time your school's staff or a parent looks at your profile or programs, it shows here.",
      )}
      headingId={headingId}
    >
      {views.isPending ? <Text tone="muted">{i18n._('Loading…')}</Text> : null}
      {views.isError ? (
        <Text role="alert" tone="danger">
          {i18n._('This list could not be loaded. Please try again.')}
        </Text>
      ) : null}
      {views.data?.length === 0 ? (
        <Text tone="muted">{i18n._('Nobody has looked at your data yet.')}</Text>
      ) : null}
      {views.data && views.data.length > 0 ? (
        <Stack as="ul" gap="2" aria-labelledby={headingId}>
          {views.data.map((view) => (
            <li key={`${view.viewedAt}-${view.viewer}-${view.what}`} className={listRow}>
              <Text>{say(view)}</Text>
            </li>
          ))}
        </Stack>
      ) : null}
    </ProfileSection>
  );
}

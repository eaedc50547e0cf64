import { useLingui } from '@lingui/react';
import {
  COLLEGE_PROFILE,
  type CollegeProfilePreferences,
  checkInCatalog,
  type StudentProfile,
} from '@puente/core';
import { Badge, Card, Dialog, Tabs, useDeferredIntent } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { BookOpen, Building2, MapPin, Trophy, Wallet } from 'lucide-react';
import type { ReactElement, ReactNode } from 'react';
import { CollegeList } from './college-list';
import * as styles from './college-profile-dialog.css';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import { useCollegeList } from './use-college-list';

export interface CollegeProfileDialogProps {
  student: StudentProfile;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  preferences?: CollegeProfilePreferences;
}

/**
 * 'College Profile for <name>' (SPEC §2): the student's preferences, and the
 * suggested college list. The list's additions outlive closing the dialog.
 */
export function CollegeProfileDialog({
  student,
  trigger,
  preferences = COLLEGE_PROFILE,
}: CollegeProfileDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, checkInCatalog);
  const collegeList = useCollegeList();
  const intent = useDeferredIntent();
  return (
    <Dialog.Root defaultOpen={intent.open}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Content size="lg" part="college-profile-dialog">
        <div className={shared.section}>
          <Dialog.Title>
            {i18n._('College Profile for {name}', { name: student.name })}
          </Dialog.Title>
          <Dialog.Description>
            {i18n._('Based on student interests and academic performance')}
          </Dialog.Description>
        </div>
        <Tabs.Root defaultValue="profile">
          <Tabs.List aria-label={i18n._('College profile views')}>
            <Tabs.Trigger value="profile">{i18n._('College Profile')}</Tabs.Trigger>
            <Tabs.Trigger value="list">{i18n._('College List')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="profile">
            <CollegePreferences preferences={preferences} />
          </Tabs.Content>
          <Tabs.Content value="list">
            <CollegeList {...collegeList} />
          </Tabs.Content>
        </Tabs.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function CollegePreferences({ preferences }: { preferences: CollegeProfilePreferences }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.profileGrid}>
      <Preference icon={<MapPin size={18} aria-hidden />} title={i18n._('Location Preference')}>
        <p className={shared.preferenceText}>{i18n._(preferences.location)}</p>
      </Preference>
      <Preference icon={<Building2 size={18} aria-hidden />} title={i18n._('Campus Setting')}>
        <p className={shared.preferenceText}>{i18n._(preferences.setting)}</p>
        <p className={shared.muted}>
          {i18n._('Campus size: {size}', { size: i18n._(preferences.campusSize) })}
        </p>
        <p className={shared.muted}>
          {i18n._('Housing: {housing}', { housing: i18n._(preferences.housingPreference) })}
        </p>
      </Preference>
      <Preference icon={<BookOpen size={18} aria-hidden />} title={i18n._('Fields of Study')}>
        <BadgeList items={preferences.fieldsOfStudy} />
      </Preference>
      <Preference icon={<Wallet size={18} aria-hidden />} title={i18n._('Budget Considerations')}>
        <p className={shared.preferenceText}>{i18n._(preferences.budgetConsiderations)}</p>
      </Preference>
      <Preference
        icon={<Trophy size={18} aria-hidden />}
        title={i18n._('Extracurricular Interests')}
      >
        <BadgeList items={preferences.extracurriculars} />
      </Preference>
    </div>
  );
}

function Preference({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card padding="compact" className={styles.preferenceCard}>
      <h3 className={styles.preferenceTitle}>
        <span className={shared.cardIcon}>{icon}</span>
        {title}
      </h3>
      {children}
    </Card>
  );
}

function BadgeList({ items }: { items: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={shared.badges}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="blue">{i18n._(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}

import { useLingui } from '@lingui/react';
import {
  type CollegeProfilePreferences,
  type ConversationScript,
  counselorCatalog,
  type StudentProfile,
} from '@puente/core';
import { Badge, Card, Spinner, Tabs } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { lazy, Suspense, useId } from 'react';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import { ProfileTab } from './profile-tab';
import * as styles from './student-card.css';
import { type StudentCardTab, useConversationLink } from './use-conversation-link';

// Not open at first: its scripts arrive after the check-in's first render.
const ScriptsTab = lazy(() =>
  import('./scripts-tab').then(({ ScriptsTab }) => ({ default: ScriptsTab })),
);

export interface StudentCardProps {
  student: StudentProfile;
  /** Past conversations; the sample's by default. */
  conversations?: readonly ConversationScript[] | undefined;
  /** The College Profile dialog's preferences; null for none. */
  collegeProfile?: CollegeProfilePreferences | null | undefined;
}

/** The student: who they are, and the Profile and Scripts tabs (SPEC §2). */
export function StudentCard({ student, conversations, collegeProfile }: StudentCardProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const link = useConversationLink();
  const nameId = useId();
  return (
    <Card aria-labelledby={nameId} role="region" part="student-card">
      <div className={shared.section}>
        <div className={styles.studentHeader}>
          <h2 id={nameId} className={styles.studentName}>
            {student.name}
          </h2>
          <Badge tone="primary">{i18n._(student.grade)}</Badge>
        </div>
        <dl className={styles.facts.list}>
          <div className={styles.facts.fact}>
            <dt className={styles.facts.term}>{i18n._('School')}</dt>
            <dd className={styles.facts.value}>{student.school}</dd>
          </div>
          <div className={styles.facts.fact}>
            <dt className={styles.facts.term}>{i18n._('GPA')}</dt>
            <dd className={styles.facts.value}>{student.gpa}</dd>
          </div>
        </dl>
      </div>
      <Tabs.Root
        value={link.tab}
        onValueChange={(details) => link.setTab(details.value as StudentCardTab)}
      >
        <Tabs.List aria-label={i18n._('About {name}', { name: student.name })}>
          <Tabs.Trigger value="profile">{i18n._('Profile')}</Tabs.Trigger>
          <Tabs.Trigger value="scripts">{i18n._('Scripts')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="profile">
          <ProfileTab
            student={student}
            onShowInConversation={conversations?.length === 0 ? undefined : link.showInConversation}
            collegeProfile={collegeProfile}
          />
        </Tabs.Content>
        <Tabs.Content value="scripts">
          <Suspense fallback={<Spinner label={i18n._('Loading scripts')} />}>
            <ScriptsTab
              student={student}
              conversation={link.conversation}
              onSelectConversation={link.selectConversation}
              highlighted={link.highlighted}
              {...(conversations && { conversations })}
            />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}

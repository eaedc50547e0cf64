import { useLingui } from '@lingui/react';
import {
  advisorToasts,
  type CollegeProfilePreferences,
  counselorCatalog,
  profileLines,
  type StudentProfile,
} from '@puente/core';
import { Badge, Button, Tooltip } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { useToast } from '@puente/ui/providers';
import { FileText, GraduationCap, MessageSquareQuote } from 'lucide-react';
import { CollegeProfile } from './college-profile';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';
import * as styles from './profile-tab.css';

export interface ProfileTabProps {
  student: StudentProfile;
  /** A line's link-to-conversation was pressed; without it (no conversations kept) lines have no link. */
  onShowInConversation?: (() => void) | undefined;
  /** The College Profile dialog's preferences; null for none (a real student: their list is on the check-in). */
  collegeProfile?: CollegeProfilePreferences | null;
}

/** The Profile tab: what the student said, their activities and scores, and the college profile. */
export function ProfileTab({ student, onShowInConversation, collegeProfile }: ProfileTabProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const { toast } = useToast();
  const sections = [
    { title: /*i18n*/ 'Aspirations', lines: profileLines(student.aspirations) },
    { title: /*i18n*/ 'Interests', lines: profileLines(student.interests) },
    { title: /*i18n*/ 'Background', lines: profileLines(student.background) },
  ].filter((section) => section.lines.length > 0);
  const scores = student.record
    ? student.record.scores.map(({ subject, score }) => ({ label: subject, value: score }))
    : [
        { label: /*i18n*/ 'SAT', value: student.testScores.sat },
        { label: /*i18n*/ 'ACT', value: student.testScores.act },
      ];
  return (
    <div className={shared.column}>
      {sections.map((section) => (
        <section key={section.title} className={shared.section}>
          <h3 className={shared.sectionTitle}>{i18n._(section.title)}</h3>
          <ul className={styles.lines}>
            {section.lines.map((line) => (
              <li key={line} className={styles.line}>
                <span className={styles.lineText}>{i18n._(line)}</span>
                {onShowInConversation ? (
                  <Tooltip content={i18n._('Show in conversation')}>
                    <Button
                      variant="ghost"
                      size="sm"
                      className={shared.iconButton}
                      aria-label={i18n._('Show in conversation: {line}', { line: i18n._(line) })}
                      onClick={onShowInConversation}
                    >
                      <MessageSquareQuote size={16} aria-hidden />
                    </Button>
                  </Tooltip>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}

      {student.extracurriculars.length > 0 ? (
        <section className={shared.section}>
          <h3 className={shared.sectionTitle}>{i18n._('Extracurricular Activities')}</h3>
          <ul className={shared.badges}>
            {student.extracurriculars.map((activity) => (
              <li key={activity}>
                <Badge tone="outline">{i18n._(activity)}</Badge>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {scores.length > 0 ? (
        <section className={shared.section}>
          <h3 className={shared.sectionTitle}>{i18n._('Test Scores')}</h3>
          <dl className={styles.scores}>
            {scores.map(({ label, value }) => (
              <div key={label} className={styles.score}>
                <dt className={shared.muted}>{i18n._(label)}</dt>
                <dd className={styles.scoreValue}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <div className={shared.buttonRow}>
        <Button
          variant="outline"
          onClick={() => toast(advisorToasts.openingTranscript(student.name))}
        >
          <FileText size={16} aria-hidden />

          {i18n._('View Transcript')}
        </Button>
        {collegeProfile === null ? null : (
          <CollegeProfile
            student={student}
            {...(collegeProfile && { preferences: collegeProfile })}
            trigger={
              <Button>
                <GraduationCap size={16} aria-hidden />

                {i18n._('College Profile')}
              </Button>
            }
          />
        )}
      </div>
    </div>
  );
}

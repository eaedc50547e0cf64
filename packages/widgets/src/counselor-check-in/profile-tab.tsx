import { useLingui } from '@lingui/react';
import { advisorToasts, counselorCatalog, profileLines, type StudentProfile } from '@puente/core';
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
  /** A line's link-to-conversation was pressed. */
  onShowInConversation: () => void;
}

/** The Profile tab: what the student said, their activities and scores, and the college profile. */
export function ProfileTab({ student, onShowInConversation }: ProfileTabProps) {
  const { i18n } = useLingui();
  useCatalog(catalog, counselorCatalog);
  const { toast } = useToast();
  const sections = [
    { title: /*i18n*/ 'Aspirations', lines: profileLines(student.aspirations) },
    { title: /*i18n*/ 'Interests', lines: profileLines(student.interests) },
    { title: /*i18n*/ 'Background', lines: profileLines(student.background) },
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
              </li>
            ))}
          </ul>
        </section>
      ))}

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

      <section className={shared.section}>
        <h3 className={shared.sectionTitle}>{i18n._('Test Scores')}</h3>
        <dl className={styles.scores}>
          <div className={styles.score}>
            <dt className={shared.muted}>{i18n._('SAT')}</dt>
            <dd className={styles.scoreValue}>{student.testScores.sat}</dd>
          </div>
          <div className={styles.score}>
            <dt className={shared.muted}>{i18n._('ACT')}</dt>
            <dd className={styles.scoreValue}>{student.testScores.act}</dd>
          </div>
        </dl>
      </section>

      <div className={shared.buttonRow}>
        <Button
          variant="outline"
          onClick={() => toast(advisorToasts.openingTranscript(student.name))}
        >
          <FileText size={16} aria-hidden />

          {i18n._('View Transcript')}
        </Button>
        <CollegeProfile
          student={student}
          trigger={
            <Button>
              <GraduationCap size={16} aria-hidden />

              {i18n._('College Profile')}
            </Button>
          }
        />
      </div>
    </div>
  );
}

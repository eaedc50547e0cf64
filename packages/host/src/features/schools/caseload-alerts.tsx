import { useLingui } from '@lingui/react';
import type { CaseloadStudent } from '@puente/core';
import { Stack, Text } from '@puente/ui';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../components/card-section';
import { paths } from '../../config/paths';
import * as styles from './caseload.css';
import { personName } from './people';

// A long list helps nobody: the rest are a filter away in My Students.
const SHOWN = 12;

/** Actions Required on the caseload's real students: each reason, linking to the student. */
export function CaseloadAlerts({ students }: { students: readonly CaseloadStudent[] }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const alerts = students.flatMap((student) =>
    student.alerts.map((alert) => ({ ...alert, name: personName(student) })),
  );
  return (
    <CardSection
      id={headingId}
      title={i18n._('Actions Required')}
      lead={i18n._(
        '{count, plural, =0 {Nothing needs your attention.} one {# thing needs your attention.} other {# things need your attention.}}',
        { count: alerts.length },
      )}
    >
      {alerts.length > 0 ? (
        <ul className={styles.alertList}>
          {alerts.slice(0, SHOWN).map((alert) => (
            <li
              key={`${alert.studentId}-${alert.kind}-${alert.message}-${alert.values.programme ?? ''}`}
            >
              <Stack direction="row" gap="3" align="flex-start">
                <CircleAlert size={18} aria-hidden className={styles.alertIcon} />
                <Text as="span">
                  <Link to={paths.schoolStudent.getHref(alert.studentId)}>{alert.name}</Link>
                  {': '}
                  {i18n._(alert.message, alert.values)}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
      {alerts.length > SHOWN ? (
        <Text size="sm" tone="muted">
          {i18n._(
            '…and {count, plural, one {# more} other {# more}}: filter My Students by “Needs attention”.',
            { count: alerts.length - SHOWN },
          )}
        </Text>
      ) : null}
    </CardSection>
  );
}

import { useLingui } from '@lingui/react';
import { type GradeProgress, type GradeProgressColour, gradeProgressColour } from '@puente/core';
import { Progress, type ProgressTone, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { CardSection } from '../../components/card-section';
import * as styles from './admin-dashboard.css';
import { catalog } from './locales';

/** SPEC §4's grade progress colours, drawn with the theme's status tones. */
const GRADE_TONE: Record<GradeProgressColour, ProgressTone> = {
  green: 'success',
  yellow: 'warning',
  red: 'danger',
};

const LEVELS = ['low', 'medium', 'high'] as const;
const LEVEL_LABEL = {
  low: /*i18n*/ 'Low',
  medium: /*i18n*/ 'Medium',
  high: /*i18n*/ 'High',
} as const;

function EngagementBar({ grade }: { grade: GradeProgress }) {
  const { i18n } = useLingui();
  const counts = grade.engagementDistribution;
  return (
    <div>
      <p className={styles.engagementLabel}>{i18n._('Engagement')}</p>
      <div className={styles.engagementBar} aria-hidden>
        {LEVELS.map((level) => (
          <span
            key={level}
            className={styles.segment}
            data-level={level}
            style={{ flexGrow: counts[level] }}
          />
        ))}
      </div>
      <dl className={styles.legend}>
        {LEVELS.map((level) => (
          <Stack key={level} direction="row" align="center" gap="1">
            <span className={styles.swatch} data-level={level} aria-hidden />
            <dt>{i18n._(LEVEL_LABEL[level])}</dt>
            <Text as="dd" weight="medium" className={styles.legendValue}>
              {counts[level]}
            </Text>
          </Stack>
        ))}
      </dl>
    </div>
  );
}

/** 'Grade Progress Overview' (SPEC §2, §9): timeline progress per grade and its engagement. */
export function GradeProgressOverview({ grades }: { grades: readonly GradeProgress[] }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  return (
    <CardSection
      id="grade-progress-title"
      title={i18n._('Grade Progress Overview')}
      lead={i18n._('Timeline milestones reached in each grade, and how engaged its students are.')}
    >
      <Stack as="ul" gap="5">
        {grades.map((grade) => {
          const colour = gradeProgressColour(grade.timelineProgress);
          return (
            <li key={grade.grade}>
              <Stack gap="2">
                <Progress
                  label={i18n._(grade.grade)}
                  value={grade.timelineProgress}
                  showValue
                  tone={GRADE_TONE[colour]}
                  data-colour={colour}
                />
                {grade.students === undefined ? null : (
                  <Text size="sm" tone="muted">
                    {i18n._('{count, plural, one {# student} other {# students}}', {
                      count: grade.students,
                    })}
                  </Text>
                )}
                <EngagementBar grade={grade} />
              </Stack>
            </li>
          );
        })}
      </Stack>
    </CardSection>
  );
}

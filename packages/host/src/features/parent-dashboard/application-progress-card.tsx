import { useLingui } from '@lingui/react';
import {
  type ApplicationStatus,
  dashboardsCatalog,
  domainCatalog,
  milestoneMessage,
  type ParentCollege,
  type ParentMilestone,
  sayMessage,
  statusLabel,
  summarizeApplications,
  TRACKER_STAGE_LABELS,
} from '@puente/core';
import { Badge, type BadgeTone, Progress, Stack, Text } from '@puente/ui';
import { useCatalog, useFormat } from '@puente/ui/i18n';
import { CircleCheck, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardSection } from '../../components/card-section';
import { facts, listRow, statValue } from '../../styles/layout.css';
import { catalog } from './locales';
import * as styles from './parent-dashboard.css';

const STATUS_TONE: Record<ApplicationStatus, BadgeTone> = {
  submitted: 'green',
  'in-progress': 'yellow',
  'not-started': 'outline',
};

export interface ApplicationProgressCardProps {
  colleges: readonly ParentCollege[];
  milestones: readonly ParentMilestone[];
  /** Overall completion, in percent. */
  completion: number;
}

/**
 * The progress card (SPEC §2, §4): overall completion (the sample's fixed
 * 15%, a child's from their timeline), counts derived from the college list,
 * key milestones, and each college's deadline and status (a child's
 * programme with its tracker stage).
 */
export function ApplicationProgressCard({
  colleges,
  milestones,
  completion,
}: ApplicationProgressCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, dashboardsCatalog, domainCatalog);
  const summary = summarizeApplications(colleges);
  const counts = [
    [i18n._('Submitted'), summary.submitted],
    [i18n._('In progress'), summary.inProgress],
    [i18n._('Not started'), summary.notStarted],
  ] as const;
  return (
    <CardSection id="application-progress-title" title={i18n._('Application Progress')}>
      <Progress label={i18n._('Overall completion')} value={completion} showValue />
      <dl className={styles.counts}>
        {counts.map(([label, value]) => (
          <div key={label} className={styles.count}>
            <dt className={facts.factLabel}>{label}</dt>
            <dd className={statValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <Group title={i18n._('Key milestones')}>
        {milestones.map((milestone) => {
          const done = milestone.done >= milestone.total;
          const Icon = done ? CircleCheck : Clock;
          return (
            <li key={milestone.id} className={styles.milestone}>
              <Icon
                size={18}
                className={styles.milestoneIcon[done ? 'done' : 'open']}
                aria-hidden
              />
              {i18n._(milestone.title)}
              <span className={styles.milestoneStatus}>
                {sayMessage((id, values) => i18n._(id, values), milestoneMessage(milestone))}
              </span>
            </li>
          );
        })}
      </Group>
      <Group title={i18n._('College list')}>
        {colleges.map((college) => (
          <li key={college.id} className={listRow}>
            <div>
              <Text size="sm" weight="medium">
                {college.programme ? `${college.programme} · ${college.name}` : college.name}
              </Text>
              <p className={styles.muted}>
                {i18n._('{country} · Deadline {date}', {
                  country: i18n._(college.country),
                  date: format.deadline(college.deadline),
                })}
              </p>
            </div>
            <Badge tone={STATUS_TONE[college.status]}>
              {college.stage
                ? i18n._(TRACKER_STAGE_LABELS[college.stage])
                : i18n._(statusLabel(college.status))}
            </Badge>
          </li>
        ))}
      </Group>
    </CardSection>
  );
}

/** A titled list of the card: the milestones, the colleges. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Text as="h3" look="groupLabel">
        {title}
      </Text>
      <Stack as="ul" gap="2">
        {children}
      </Stack>
    </Stack>
  );
}

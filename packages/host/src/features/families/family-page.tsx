import { useLingui } from '@lingui/react';
import { Card, PageHeader, Stack } from '@puente/ui';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/use-page-title';
import { centredColumn, container, measure } from '../../styles/layout.css';
import { point, pointMark } from './families.css';

export interface FamilyPageProps {
  title: string;
  lead: string;
  /** What Puente does for them, a line each (message ids). */
  points: readonly string[];
  /** What to do next. */
  next: ReactNode;
}

/** One screen: what Puente does for a student or a parent, and their next step. */
export function FamilyPage({ title, lead, points, next }: FamilyPageProps) {
  const { i18n } = useLingui();
  usePageTitle(title);
  return (
    <div className={container}>
      <Stack gap="6" className={`${measure[48]} ${centredColumn}`}>
        <PageHeader title={title} lead={lead} />
        <Card>
          <Stack as="ul" gap="3">
            {points.map((line) => (
              <li key={line} className={point}>
                <CircleCheck size={18} aria-hidden className={pointMark} />
                {i18n._(line)}
              </li>
            ))}
          </Stack>
        </Card>
        {next}
      </Stack>
    </div>
  );
}

import { useLingui } from '@lingui/react';
import { Card, PageHeader, Stack } from '@puente/ui';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { CentredPage } from '../../components/centred-page';
import { usePageTitle } from '../../components/use-page-title';
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
    <CentredPage width={48}>
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
    </CentredPage>
  );
}

import { useLingui } from '@lingui/react';
import { domainCatalog, type SelectedProgramme, TRACKER_STAGE_LABELS } from '@puente/core';
import { Badge, Stack } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { GraduationCap } from 'lucide-react';
import { CheckInCard } from './check-in-card';
import * as shared from './counselor-check-in.css';
import { catalog } from './locales';

export interface ChosenProgrammesCardProps {
  name: string;
  programmes: readonly SelectedProgramme[];
}

/** A real student's college list: the programmes they chose, each with its deadline and tracker stage. */
export function ChosenProgrammesCard({ name, programmes }: ChosenProgrammesCardProps) {
  const { i18n } = useLingui();
  const format = useFormat();
  useCatalog(catalog, domainCatalog);
  return (
    <CheckInCard part="college-list" icon={GraduationCap} title={i18n._('College List')}>
      {programmes.length === 0 ? (
        <p className={shared.muted}>{i18n._('{name} has not chosen a programme yet.', { name })}</p>
      ) : (
        <Stack as="ul" gap="3" aria-label={i18n._('Programmes {name} chose', { name })}>
          {programmes.map(({ id, program, tracker }) => (
            <li key={id} className={shared.section}>
              <h3 className={shared.sectionTitle}>{program.programName}</h3>
              <p className={shared.preferenceText}>{program.universityName}</p>
              <div className={shared.buttonRow}>
                <Badge tone="primary">{i18n._(TRACKER_STAGE_LABELS[tracker.stage])}</Badge>
                <span className={shared.muted}>
                  {i18n._('Deadline: {date}', {
                    date: format.deadline(program.applicationDeadline),
                  })}
                </span>
              </div>
            </li>
          ))}
        </Stack>
      )}
    </CheckInCard>
  );
}

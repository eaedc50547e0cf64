import { useLingui } from '@lingui/react';
import { domainCatalog, type SelectedProgramme, TRACKER_STAGE_LABELS } from '@puente/core';
import { Badge, Card, Stack } from '@puente/ui';
import { useFormat } from '@puente/ui/i18n';
import { useCatalog } from '@puente/ui/i18n/use-catalog';
import { GraduationCap } from 'lucide-react';
import { useId } from 'react';
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
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} part="college-list">
      <h2 id={titleId} className={shared.cardTitle}>
        <GraduationCap size={20} className={shared.cardIcon} aria-hidden />

        {i18n._('College List')}
      </h2>
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
    </Card>
  );
}

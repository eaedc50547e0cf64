import {
  closesIn,
  type FoundationProgram,
  formatDeadline,
  formatGbp,
  ieltsDisplay,
  type MatchProfile,
  matchProgramme,
  parseRequirements,
} from '@puente/core';
import type { ReactNode } from 'react';
import { useClock } from '../providers';
import { Button, Dialog, Table } from '../ui';
import { MatchSummary } from './match-summary';
import * as styles from './programme-compare.css';

export interface ProgrammeCompareProps {
  programmes: readonly FoundationProgram[];
  profile: MatchProfile | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Takes one programme out of the comparison. */
  onRemove: (programme: FoundationProgram) => void;
}

type Row = { label: string; value: (programme: FoundationProgram) => ReactNode };

function grades(programme: FoundationProgram): string {
  const { highSchool, math, science } = parseRequirements(programme.requirements);
  return [
    highSchool === null ? null : `High School ${highSchool}%`,
    math === null ? null : `Math ${math}%`,
    science === null ? null : `Science ${science}%`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Up to three programmes side by side in a dialog: a table with a column per
 * programme (its name the column header) and a row per fact (each headed), so
 * a screen reader names both for every cell. On a phone the columns swipe,
 * one at a time.
 */
export function ProgrammeCompare({
  programmes,
  profile,
  open,
  onOpenChange,
  onRemove,
}: ProgrammeCompareProps) {
  const now = useClock()();
  const rows: Row[] = [
    { label: 'University', value: (programme) => programme.universityName },
    { label: 'Region', value: (programme) => programme.region },
    { label: 'Rank', value: (programme) => programme.rank },
    { label: 'Tuition fees', value: (programme) => `${formatGbp(programme.tuitionFees)}/year` },
    {
      label: 'Deadline',
      value: (programme) => {
        const left = closesIn(programme.applicationDeadline, now);
        return `${formatDeadline(programme.applicationDeadline)}${left ? ` (${left})` : ''}`;
      },
    },
    { label: 'Start dates', value: (programme) => programme.startDates },
    { label: 'English', value: (programme) => ieltsDisplay(programme) ?? 'Not stated' },
    { label: 'Grades', value: grades },
    {
      label: 'Your match',
      value: (programme) => <MatchSummary match={matchProgramme(profile, programme)} />,
    },
    {
      label: 'Bachelor pathways',
      value: (programme) => (
        <ul className={styles.list}>
          {programme.pathways.map((pathway) => (
            <li key={pathway}>{pathway}</li>
          ))}
        </ul>
      ),
    },
  ];

  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Dialog.Content size="lg" closeLabel="Close comparison">
        <div className={styles.compare}>
          <Dialog.Title>Compare programs</Dialog.Title>
          {programmes.length < 2 ? (
            <Dialog.Description className={styles.hint}>
              Choose another program to compare it side by side (up to three).
            </Dialog.Description>
          ) : null}
          <Table.Root mobile="scroll">
            <Table.Caption>
              {programmes.length === 1 ? '1 program' : `${programmes.length} programs`} side by side
            </Table.Caption>
            <Table.Head>
              <Table.Row>
                <Table.HeaderCell scope="col" className={styles.rowHeader}>
                  Program
                </Table.HeaderCell>
                {programmes.map((programme) => (
                  <Table.HeaderCell key={programme.id} scope="col" className={styles.column}>
                    {programme.programName}
                  </Table.HeaderCell>
                ))}
              </Table.Row>
            </Table.Head>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.label}>
                  <Table.HeaderCell scope="row" className={styles.rowHeader}>
                    {row.label}
                  </Table.HeaderCell>
                  {programmes.map((programme) => (
                    <Table.Cell key={programme.id} className={styles.column}>
                      {row.value(programme)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
              <Table.Row>
                <Table.HeaderCell scope="row" className={styles.rowHeader}>
                  <span className={styles.hint}>Change</span>
                </Table.HeaderCell>
                {programmes.map((programme) => (
                  <Table.Cell key={programme.id} className={styles.column}>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => onRemove(programme)}
                      aria-label={`Remove ${programme.programName} from the comparison`}
                    >
                      Remove
                    </Button>
                  </Table.Cell>
                ))}
              </Table.Row>
            </Table.Body>
          </Table.Root>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

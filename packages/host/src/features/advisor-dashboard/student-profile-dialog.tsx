import { useLingui } from '@lingui/react';
import { type AdvisorStudentProfile, profileLines } from '@puente/core';
import { Avatar, Badge, Button, Dialog, Grid, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { CalendarPlus } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DialogFooter } from '../../components/wide-dialog';
import { points } from '../../styles/layout.css';
import * as styles from './advisor-dashboard.css';
import { catalog } from './locales';

export interface StudentProfileDialogProps {
  /** The student whose profile is open; null when closed. */
  profile: AdvisorStudentProfile | null;
  onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Stack as="section" gap="2" className={styles.profileSection} aria-labelledby={id}>
      <Text as="h3" id={id} look="groupLabel">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A profile's lines (its interests, its background), each a message id. */
function Points({ lines }: { lines: readonly string[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={points}>
      {lines.map((line) => (
        <li key={line}>{i18n._(line)}</li>
      ))}
    </ul>
  );
}

function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([name, value]) => (
        <div key={name} className={styles.factPair}>
          <Text as="dt" tone="muted">
            {name}
          </Text>
          <Text as="dd" weight="medium" className={styles.factValue}>
            {value}
          </Text>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Student Profile' (SPEC §2): contact info, academic stats, extracurriculars,
 * aspirations, interests and background. Schedule Meeting has no action in
 * the SPEC, so it is shown disabled.
 */
export function StudentProfileDialog({ profile: openProfile, onClose }: StudentProfileDialogProps) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  // Keeps the last profile on screen while the dialog animates closed.
  const [profile, setProfile] = useState(openProfile);
  if (openProfile && openProfile !== profile) setProfile(openProfile);
  return (
    <Dialog.Root
      open={openProfile !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Content size="lg">
        {profile ? (
          <>
            <Stack direction="row" align="center" gap="4">
              <Avatar name={profile.name} size="lg" decorative />
              <div>
                <Dialog.Title>{profile.name}</Dialog.Title>
                <Dialog.Description>
                  {i18n._('Student Profile · {grade} · {school}', {
                    grade: i18n._(profile.grade),
                    school: profile.school,
                  })}
                </Dialog.Description>
              </div>
            </Stack>
            <Grid columns="wide2">
              <Section title={i18n._('Contact')}>
                <Facts
                  facts={[
                    [
                      i18n._('Email'),
                      <a key="email" className={styles.link} href={`mailto:${profile.email}`}>
                        {profile.email}
                      </a>,
                    ],
                    [i18n._('Phone'), profile.phone],
                    [i18n._('Age'), profile.age],
                    [i18n._('Pathway'), i18n._(profile.pathway)],
                  ]}
                />
              </Section>
              <Section title={i18n._('Academic')}>
                <Facts
                  facts={[
                    [i18n._('GPA'), profile.gpa],
                    [i18n._('SAT'), profile.testScores.sat],
                    [i18n._('ACT'), profile.testScores.act],
                    [i18n._('Grade'), i18n._(profile.grade)],
                  ]}
                />
              </Section>
              <Section title={i18n._('Extracurriculars')}>
                <Stack as="ul" direction="row" wrap gap="2" aria-label={i18n._('Extracurriculars')}>
                  {profile.extracurriculars.map((activity) => (
                    <li key={activity}>
                      <Badge tone="blue">{i18n._(activity)}</Badge>
                    </li>
                  ))}
                </Stack>
              </Section>
              <Section title={i18n._('Aspirations')}>
                <Text size="sm">{i18n._(profile.aspirations)}</Text>
              </Section>
              <Section title={i18n._('Interests')}>
                <Points lines={profileLines(profile.interests)} />
              </Section>
              <Section title={i18n._('Background')}>
                <Points lines={profileLines(profile.background)} />
              </Section>
            </Grid>
            <DialogFooter closeLabel={i18n._('Close')}>
              <Button disabled>
                <CalendarPlus size={16} aria-hidden />

                {i18n._('Schedule Meeting')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

import { useLingui } from '@lingui/react';
import { ApiError, errorMessage, type FoundationProgramme } from '@puente/core';
import { Button, Card, Checkbox, Spinner, Stack, Text } from '@puente/ui';
import { useCatalog } from '@puente/ui/i18n';
import { useToast } from '@puente/ui/providers';
import { useAcceptHandOff, useHandOffToConfirm } from '@puente/widgets/data';
import { useId, useState } from 'react';
import * as styles from './auth-screen.css';
import { catalog } from './locales';

/**
 * The hand-off from a school's site (docs/product/schools.md, "Attribution
 * from a school's site"): the programmes a link names, by name, before the
 * student signs in, and once signed in the confirmation that saves the ones
 * they tick (and joins the school when they choose to) in one request. An
 * old link's raw picks become a hand-off of this site's own first, attributed
 * to no school. Nothing is saved without the student's Save.
 */

/** What a link asks to confirm: its token, or an old link's picks. */
export type HandOffLink = { token: string } | { picks: readonly number[] };

/** A link the server no longer knows: expired, used, or never made (an old link's unknown picks). */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && [400, 404, 410].includes(error.status);
}

function ProgrammeName({ programme }: { programme: FoundationProgramme }) {
  return (
    <span className={styles.programmeName}>
      <Text as="span" weight="medium">
        {programme.programName}
      </Text>
      <Text as="span" size="sm" tone="muted">
        {programme.universityName}
      </Text>
    </span>
  );
}

function LoadingPicks() {
  const { i18n } = useLingui();
  return <Spinner label={i18n._('Loading the programs you picked')} />;
}

/** Why the link's programmes are not shown: gone (the sign-in still works) or a failure to retry. */
function HandOffProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="2" className={styles.picksNote} role="alert">
      <Text size="sm">
        {isGone(error)
          ? i18n._(
              'This link to your programs has expired or was already used. You can still sign in or register, and pick them again on your school’s page.',
            )
          : i18n._('The programs you picked could not be loaded.')}
      </Text>
      {isGone(error) ? null : (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {i18n._('Try again')}
        </Button>
      )}
    </Stack>
  );
}

/** Signed out, in each tab: the programmes the link names, and the school when it came from one. */
export function HandOffNote({ link }: { link: HandOffLink }) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const titleId = useId();
  const handOff = useHandOffToConfirm(link);
  if (handOff.isPending) {
    return (
      <div className={styles.picksNote}>
        <LoadingPicks />
      </div>
    );
  }
  if (handOff.isError) return <HandOffProblem error={handOff.error} onRetry={handOff.refetch} />;
  const { programmes, school } = handOff.data.preview;
  return (
    <Stack as="section" gap="2" className={styles.picksNote} aria-labelledby={titleId}>
      <Text as="h2" size="sm" weight="bold" id={titleId}>
        {school
          ? i18n._('Programs you picked on {school}’s site', { school: school.name })
          : i18n._('Programs you picked')}
      </Text>
      {programmes.length > 0 ? (
        <Stack as="ul" gap="1">
          {programmes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeName programme={programme} />
            </li>
          ))}
        </Stack>
      ) : null}
      <Text size="sm" tone="muted">
        {i18n._('Once you are signed in, you choose what to save. Nothing is saved before.')}
      </Text>
    </Stack>
  );
}

/**
 * Signed in: a checkbox a programme (all ticked), "Join <school> on Puente?"
 * when the hand-off came from a school's registered site, Save and No thanks.
 * `onDone(saved)` is called with how many programmes were saved (0 for No
 * thanks, or a link that no longer works).
 */
export function HandOffConfirmation({
  link,
  onDone,
}: {
  link: HandOffLink;
  onDone: (saved: number) => void;
}) {
  const { i18n } = useLingui();
  useCatalog(catalog);
  const handOff = useHandOffToConfirm(link);
  if (handOff.isPending) {
    return (
      <Card className={styles.formCard}>
        <LoadingPicks />
      </Card>
    );
  }
  if (handOff.isError) {
    return (
      <Card className={styles.formCard}>
        <Stack gap="4">
          <Text as="h1" look="sectionTitle">
            {i18n._('Your programs from another site')}
          </Text>
          <HandOffProblem error={handOff.error} onRetry={handOff.refetch} />
          <Button onClick={() => onDone(0)}>{i18n._('Continue')}</Button>
        </Stack>
      </Card>
    );
  }
  // Keyed by token: a new hand-off (an old link's, made again after signing in) starts all ticked.
  return (
    <ConfirmationForm
      key={handOff.data.token}
      token={handOff.data.token}
      programmes={handOff.data.preview.programmes}
      school={handOff.data.preview.school}
      onDone={onDone}
    />
  );
}

function ConfirmationForm({
  token,
  programmes,
  school,
  onDone,
}: {
  token: string;
  programmes: readonly FoundationProgramme[];
  school: { id: number; name: string } | null;
  onDone: (saved: number) => void;
}) {
  const { i18n } = useLingui();
  const { toast } = useToast();
  const accept = useAcceptHandOff(token);
  const [ticked, setTicked] = useState(() => new Set(programmes.map(({ id }) => id)));
  const [join, setJoin] = useState(false);
  const joinTitleId = useId();
  const chosen = programmes.filter(({ id }) => ticked.has(id));

  const tick = (id: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const save = () =>
    accept.mutate(
      { programmeIds: chosen.map(({ id }) => id), joinSchool: join && school !== null },
      {
        onSuccess: ({ selections, membership }) => {
          toast({
            title: i18n._('Saved'),
            description: [
              selections.length > 0
                ? i18n._(
                    '{count, plural, one {# program was} other {# programs were}} added to your selection.',
                    { count: selections.length },
                  )
                : null,
              membership.school
                ? i18n._('You joined {school} on Puente.', { school: membership.school.name })
                : null,
            ]
              .filter(Boolean)
              .join(' '),
          });
          onDone(selections.length);
        },
        onError: (error) =>
          toast({
            title: i18n._('Error'),
            description: errorMessage(error, i18n._('Your programs could not be saved.')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card className={styles.formCard}>
      <Stack gap="5">
        <Stack gap="1">
          <Text as="h1" look="sectionTitle">
            {programmes.length > 0
              ? i18n._('Save the programs you picked?')
              : i18n._('Join {school} on Puente?', { school: school?.name ?? '' })}
          </Text>
          {programmes.length > 0 ? (
            <Text tone="muted">
              {school
                ? i18n._('You picked them on {school}’s site. Untick any you do not want.', {
                    school: school.name,
                  })
                : i18n._('You picked them on another site. Untick any you do not want.')}
            </Text>
          ) : null}
        </Stack>
        {programmes.length > 0 ? (
          <Stack as="ul" gap="3" aria-label={i18n._('Programs to save')}>
            {programmes.map((programme) => (
              <li key={programme.id}>
                <Checkbox
                  label={<ProgrammeName programme={programme} />}
                  checked={ticked.has(programme.id)}
                  onCheckedChange={(on) => tick(programme.id, on)}
                />
              </li>
            ))}
          </Stack>
        ) : null}
        {school ? (
          <Stack as="section" gap="2" aria-labelledby={joinTitleId} className={styles.picksNote}>
            {programmes.length > 0 ? (
              <Text as="h2" weight="bold" id={joinTitleId}>
                {i18n._('Join {school} on Puente?', { school: school.name })}
              </Text>
            ) : null}
            <Text size="sm" tone="muted" id={programmes.length > 0 ? undefined : joinTitleId}>
              {i18n._('Its counselors will see your profile and the programs you choose.')}
            </Text>
            <Checkbox
              label={i18n._('Yes, join {school}', { school: school.name })}
              checked={join}
              onCheckedChange={setJoin}
            />
          </Stack>
        ) : null}
        {programmes.length > 0 && school ? (
          <Text size="sm" tone="muted">
            {i18n._('The programs you save are yours whether or not you join.')}
          </Text>
        ) : null}
        <Stack direction="row" wrap gap="3">
          <Button onClick={save} loading={accept.isPending} disabled={chosen.length === 0 && !join}>
            {i18n._('Save')}
          </Button>
          <Button variant="outline" onClick={() => onDone(0)} disabled={accept.isPending}>
            {i18n._('No thanks')}
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

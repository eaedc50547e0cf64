import { useLingui } from '@lingui/react';
import { ApiError, type HandOff } from '@puente/core';
import { useApi, useToast } from '@puente/widgets/providers';
import { Button, Card, Stack, Text } from '@puente/widgets/ui';
import { useState } from 'react';
import { useSiteOptions } from '../../app/site-options';
import * as styles from './auth-screen.css';

/** The school's site as a visitor reads it: its host name, without the scheme. */
function schoolName(origin: string): string {
  return new URL(origin).host;
}

/**
 * Saves the programmes a student picked on a school's site to their
 * selections, through the selections API, once they are signed in. A
 * programme the catalogue no longer has is left out with a notice; any other
 * failure is said too, and the student still goes on.
 */
export function useSavePicks() {
  const api = useApi();
  const site = useSiteOptions();
  const { toast } = useToast();
  const { i18n } = useLingui();
  return async (picks: readonly number[]) => {
    let gone = 0;
    let failed = 0;
    // One after another: the order picked is the order the selections list shows, newest first.
    for (const programId of picks) {
      try {
        await api.selectProgramme(programId);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) gone += 1;
        else failed += 1;
      }
    }
    // A cache made before (a student already signed in) would show the selections without these.
    await site.existingQueryClient()?.invalidateQueries();
    if (gone > 0) {
      toast({
        title: i18n._('Some programs are no longer offered'),
        description: i18n._(
          '{count, plural, one {# program you picked is no longer offered and was not saved.} other {# programs you picked are no longer offered and were not saved.}}',
          { count: gone },
        ),
      });
    }
    if (failed > 0) {
      toast({
        title: i18n._('Error'),
        description: i18n._(
          '{count, plural, one {# program you picked could not be saved: add it again from Foundation Year Pathways.} other {# programs you picked could not be saved: add them again from Foundation Year Pathways.}}',
          { count: failed },
        ),
        variant: 'destructive',
      });
    }
  };
}

/** On the auth screen: what will happen to the programmes picked on the school's site. */
export function PicksNote({ handOff }: { handOff: HandOff }) {
  const { i18n } = useLingui();
  const count = handOff.picks.length;
  if (count === 0) return null;
  return (
    <Text size="sm" className={styles.picksNote} role="note">
      {handOff.school
        ? i18n._(
            'The {count, plural, one {program} other {# programs}} you picked on {school} will be saved to your account.',
            { count, school: schoolName(handOff.school) },
          )
        : i18n._(
            'The {count, plural, one {program} other {# programs}} you picked will be saved to your account.',
            { count },
          )}
    </Text>
  );
}

/**
 * A student already signed in arrives from a school's site with picks: they
 * are saved only when the student says so, so no other site can add to
 * their selections by sending them a link.
 */
export function SavePicksPrompt({ handOff, onDone }: { handOff: HandOff; onDone: () => void }) {
  const { i18n } = useLingui();
  const savePicks = useSavePicks();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    await savePicks(handOff.picks);
    onDone();
  };
  return (
    <Card className={styles.formCard}>
      <Text as="h1" look="sectionTitle">
        {i18n._('Save your picks?')}
      </Text>
      <PicksNote handOff={handOff} />
      <Stack direction="row" wrap gap="3">
        <Button onClick={save} loading={saving}>
          {i18n._('Save them')}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          {i18n._('Not now')}
        </Button>
      </Stack>
    </Card>
  );
}

import { type FoundationProgramme, SAMPLE_PROGRAMMES } from '@puente/core';
import { createFakeApi, FAKE_SCHOOL, HAND_OFF_TOKENS } from '@puente/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';
import { fillNewAccount, panel } from './register-steps';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const [FIRST, SECOND, THIRD] = SAMPLE_PROGRAMMES as [
  FoundationProgramme,
  FoundationProgramme,
  FoundationProgramme,
];
const FROM_SCHOOL = `/auth?mode=register&handoff=${HAND_OFF_TOKENS.fromSchool}`;
const JOIN_QUESTION = `Join ${FAKE_SCHOOL.name} on Puente?`;

/** The fake API before the visitor signs in: registering and signing in succeed. */
function signedOutJourney() {
  const server = createFakeApi({ user: maria });
  server.on('GET /api/user', () => ({ status: 401, body: 'Unauthorized' }));
  server.on('POST /api/register', () => ({ status: 201, body: maria }));
  server.on('POST /api/login', () => ({ status: 200, body: maria }));
  return server;
}

async function register(user: ReturnType<typeof userEvent.setup>) {
  await fillNewAccount(user);
  await user.click(panel().getByRole('button', { name: 'Create Account' }));
}

/** A programme's checkbox in the confirmation, by its name and university. */
const checkbox = (programme: FoundationProgramme) =>
  screen.getByRole('checkbox', {
    name: `${programme.programName} ${programme.universityName}`,
  });

describe('the hand-off from a school site', { timeout: 20_000 }, () => {
  it('shows the programmes and the school by name before registering, then asks before saving the ones ticked', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: FROM_SCHOOL });
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    const note = within(
      await panel().findByRole('region', {
        name: `Programs you picked on ${FAKE_SCHOOL.name}’s site`,
      }),
    );
    for (const programme of [FIRST, SECOND, THIRD]) {
      expect(note.getByText(programme.programName)).toBeVisible();
    }
    expect(note.getAllByText(FIRST.universityName).length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await register(user);

    expect(
      await screen.findByRole('heading', { name: 'Save the programs you picked?', level: 1 }),
    ).toBeVisible();
    // Nothing was saved on the way in: not the account's registration, not a selection.
    expect(server.callsTo('POST /api/register')[0]?.body).not.toHaveProperty('school');
    expect(server.callsTo(`POST /api/hand-offs/${HAND_OFF_TOKENS.fromSchool}/accept`)).toEqual([]);
    for (const programme of [FIRST, SECOND, THIRD]) expect(checkbox(programme)).toBeChecked();
    expect(screen.getByRole('heading', { name: JOIN_QUESTION })).toBeVisible();
    expect(
      screen.getByText('Its counselors will see your profile and the programs you choose.'),
    ).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: `Yes, join ${FAKE_SCHOOL.name}` }),
    ).not.toBeChecked();

    await user.click(checkbox(SECOND));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await findPageHeading('Selected Programs');
    expect(
      server
        .callsTo(`POST /api/hand-offs/${HAND_OFF_TOKENS.fromSchool}/accept`)
        .map(({ body }) => body),
    ).toEqual([{ programmeIds: [FIRST.id, THIRD.id], joinSchool: false }]);
    expect(server.selections.map(({ programId }) => programId).sort()).toEqual(
      [FIRST.id, THIRD.id].sort(),
    );
    expect(await screen.findByRole('article', { name: FIRST.programName })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('joins the school only when the student says so, and keeps the picks either way', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: FROM_SCHOOL });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Login' }));
    await user.type(panel().getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));

    await user.click(
      await screen.findByRole('checkbox', { name: `Yes, join ${FAKE_SCHOOL.name}` }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(`You joined ${FAKE_SCHOOL.name} on Puente.`, { exact: false }),
    ).toBeInTheDocument();
    expect(
      server.callsTo(`POST /api/hand-offs/${HAND_OFF_TOKENS.fromSchool}/accept`)[0]?.body,
    ).toEqual({ programmeIds: [FIRST.id, SECOND.id, THIRD.id], joinSchool: true });
    await findPageHeading('Selected Programs');
  });

  it('saves nothing when a student already signed in says No thanks', async () => {
    const server = createFakeApi({ user: maria });
    renderSite({ server, initialPath: FROM_SCHOOL });
    expect(
      await screen.findByRole('heading', { name: 'Save the programs you picked?', level: 1 }),
    ).toBeVisible();
    expect(checkbox(FIRST)).toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'No thanks' }));

    await findPageHeading('Welcome to Puente');
    expect(server.requests.filter(({ path }) => path.endsWith('/accept'))).toEqual([]);
    expect(server.selections).toEqual([]);
  });

  it('asks nothing about a school the hand-off was not attributed to', async () => {
    const server = createFakeApi({ user: maria });
    renderSite({
      server,
      initialPath: `/auth?mode=register&handoff=${HAND_OFF_TOKENS.unattributed}`,
    });
    expect(
      await screen.findByText('You picked them on another site. Untick any you do not want.'),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Join / })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await findPageHeading('Selected Programs');
    expect(server.selections).toHaveLength(2);
  });

  it('says an expired link no longer works, and the sign-in still does', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: `/auth?mode=register&handoff=${HAND_OFF_TOKENS.expired}` });
    await screen.findByRole('tab', { name: 'Register', selected: true });
    expect(
      await panel().findByText(
        'This link to your programs has expired or was already used. You can still sign in or register, and pick them again on your school’s page.',
      ),
    ).toBeVisible();

    const user = userEvent.setup();
    await register(user);
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await findPageHeading('Welcome to Puente');
    expect(server.selections).toEqual([]);
  });

  it('turns an old link’s picks into a hand-off of no school, confirmed the same way', async () => {
    const server = signedOutJourney();
    renderSite({
      server,
      initialPath: `/auth?mode=register&picks=${FIRST.id},${SECOND.id}&school=https%3A%2F%2Fcolegio.example&redirectTo=%2Fselected-programs`,
    });
    await screen.findByRole('tab', { name: 'Register', selected: true });
    expect(await panel().findByRole('region', { name: 'Programs you picked' })).toHaveTextContent(
      SECOND.programName,
    );
    // From this site, without a site key: the school in the link is never attributed.
    expect(server.callsTo('POST /api/hand-offs')[0]?.body).toEqual({
      picks: [FIRST.id, SECOND.id],
    });
    expect(screen.queryByText(/colegio\.example/)).toBeNull();

    const user = userEvent.setup();
    await register(user);
    expect(
      await screen.findByRole('heading', { name: 'Save the programs you picked?' }),
    ).toBeVisible();
    expect(server.selections).toEqual([]);
    expect(screen.queryByRole('heading', { name: /^Join / })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findPageHeading('Selected Programs');
    expect(server.selections).toHaveLength(2);
  });
});

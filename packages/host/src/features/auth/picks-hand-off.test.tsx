import { type FoundationProgramme, SAMPLE_PROGRAMMES } from '@puente/core';
import { createFakeApi } from '@puente/widgets/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const [FIRST, SECOND] = SAMPLE_PROGRAMMES as [FoundationProgramme, FoundationProgramme];
const GONE = 999;
const FROM_SCHOOL = `/auth?mode=register&picks=${FIRST.id},${SECOND.id},${GONE}&school=https%3A%2F%2Fcolegio.example&redirectTo=%2Fselected-programs`;

/** The selections server, before the visitor signs in. */
function signedOutJourney() {
  const server = createFakeApi({ user: maria });
  server.on('GET /api/user', () => ({ status: 401, body: 'Unauthorized' }));
  server.on('POST /api/register', () => ({ status: 201, body: maria }));
  server.on('POST /api/login', () => ({ status: 200, body: maria }));
  return server;
}

const panel = () => within(screen.getByRole('tabpanel'));

async function expectBothSelected() {
  expect(
    await screen.findByRole('heading', { name: 'Selected Programs', level: 1 }),
  ).toBeInTheDocument();
  expect(await screen.findByRole('article', { name: FIRST.programName })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: SECOND.programName })).toBeInTheDocument();
  expect(screen.getAllByRole('article')).toHaveLength(2);
}

describe('the hand-off from a school site', { timeout: 20_000 }, () => {
  it('opens registration, records the school, saves the picks and drops a programme that is gone', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: FROM_SCHOOL });
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeVisible();
    expect(
      panel().getByText(
        'The 3 programs you picked on colegio.example will be saved to your account.',
      ),
    ).toBeVisible();

    const user = userEvent.setup();
    await user.type(panel().getByLabelText('Email address'), 'maria@example.mx');
    await user.type(panel().getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.type(panel().getByLabelText('Confirm password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));

    await expectBothSelected();
    expect(
      screen.getByText('1 program you picked is no longer offered and was not saved.'),
    ).toBeVisible();
    expect(server.callsTo('POST /api/register')[0]?.body).toMatchObject({
      username: 'maria.g',
      school: 'https://colegio.example',
    });
    expect(server.callsTo('POST /api/selected-programs').map(({ body }) => body)).toEqual([
      { programId: FIRST.id },
      { programId: SECOND.id },
      { programId: GONE },
    ]);
  });

  it('saves the picks of a student who signs in instead', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: FROM_SCHOOL.replace(`,${GONE}`, '') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Login' }));
    expect(
      panel().getByText(
        'The 2 programs you picked on colegio.example will be saved to your account.',
      ),
    ).toBeVisible();
    await user.type(panel().getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Sign In' }));

    await expectBothSelected();
    expect(server.callsTo('POST /api/register')).toEqual([]);
  });

  it('asks a student already signed in before saving anything', async () => {
    const server = createFakeApi({ user: maria });
    renderSite({ server, initialPath: FROM_SCHOOL.replace(`,${GONE}`, '') });
    expect(await screen.findByRole('heading', { name: 'Save your picks?' })).toBeVisible();
    expect(server.callsTo('POST /api/selected-programs')).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Save them' }));
    await expectBothSelected();
  });

  it('saves nothing when a student already signed in says Not now', async () => {
    const server = createFakeApi({ user: maria });
    renderSite({ server, initialPath: FROM_SCHOOL });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Not now' }));
    expect(
      await screen.findByRole('heading', { name: 'Selected Programs', level: 1 }),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/selected-programs')).toEqual([]);
  });

  it('sends no school that is not a web origin', async () => {
    const server = signedOutJourney();
    renderSite({ server, initialPath: '/auth?mode=register&school=javascript%3Aalert(1)' });
    const user = userEvent.setup();
    await screen.findByRole('tab', { name: 'Register', selected: true });
    expect(screen.queryByRole('note')).toBeNull();
    await user.type(panel().getByLabelText('Email address'), 'maria@example.mx');
    await user.type(panel().getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.type(panel().getByLabelText('Confirm password'), 'secret1');
    await user.click(panel().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Puente' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/register')[0]?.body).not.toHaveProperty('school');
  });
});

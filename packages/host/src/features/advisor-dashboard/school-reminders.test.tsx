import type { CampaignDetails } from '@puente/core';
import { lopez, SCHOOL_CASELOAD } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

const campaign: CampaignDetails = {
  id: 4,
  title: 'Learning Campaign, 20 Nov 2026',
  from: 'Laura López',
  createdAt: '2026-11-20T10:00:00.000Z',
  questions: 1,
  students: 2,
  answered: 1,
  questionTexts: ['What would you like to study?'],
  recipients: [
    { id: 51, name: 'Diego Hernández', answeredQuestions: 1 },
    { id: 52, name: 'Sofía Ramírez', answeredQuestions: 0 },
  ],
};

async function openAsCounselor() {
  const server = signedInServer(lopez, {
    'POST /api/school/reminders': ({ body }) => ({
      status: 201,
      body: {
        sent: (body as { studentIds: number[] }).studentIds.length - 1,
        emailed: 0,
        skipped: [{ id: 52, name: 'Sofía Ramírez' }],
      },
    }),
    'POST /api/school/campaigns': () => ({
      status: 201,
      body: { campaign: { ...campaign, students: 3, answered: 0 }, skipped: [] },
    }),
    'GET /api/school/campaigns': () => ({ status: 200, body: [campaign] }),
    'GET /api/school/campaigns/4': () => ({ status: 200, body: campaign }),
  });
  renderSite({ server, initialPath: '/advisor-dashboard' });
  await findPageHeading('Advisor Dashboard');
  return { server, user: userEvent.setup() };
}

/** Sends the reminder from its open dialog: what the server was sent, once it has answered. */
async function sendFromDialog(
  server: Awaited<ReturnType<typeof openAsCounselor>>['server'],
  user: ReturnType<typeof userEvent.setup>,
) {
  const dialog = await screen.findByRole('dialog', { name: 'Send Reminder to Students' });
  await user.click(within(dialog).getByRole('button', { name: 'Send Reminder' }));
  await screen.findByText('Some students were skipped');
  return server.requestsTo('POST /api/school/reminders')[0]?.body as {
    studentIds: number[];
    message: string;
  };
}

describe("the counselor's reminders and campaigns", { timeout: 20_000 }, () => {
  it("send the reminder to the counselor's students and say who was skipped", async () => {
    const { server, user } = await openAsCounselor();
    await user.click(
      await screen.findByRole('button', { name: 'Send Reminder' }, { timeout: 5000 }),
    );
    const sent = await sendFromDialog(server, user);
    expect(screen.getByText('Some students were skipped')).toBeVisible();
    expect([...sent.studentIds].sort()).toEqual(SCHOOL_CASELOAD.map(({ id }) => id).sort());
    expect(sent.message).toContain('{studentName}');
  });

  it('send the reminder only to the students My Students shows', async () => {
    const { server, user } = await openAsCounselor();
    await user.type(await screen.findByRole('searchbox', { name: 'Search by name' }), 'Valeria');
    await user.click(screen.getByRole('button', { name: 'Send Reminder' }));
    const sent = await sendFromDialog(server, user);
    expect(sent.studentIds).toEqual([52]);
  });

  it('launch a campaign and show who has answered', async () => {
    const { server, user } = await openAsCounselor();
    await user.click(
      await screen.findByRole('button', { name: 'Launch Learning Campaign' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Launch Learning Campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Launch Campaign' }));
    expect(await screen.findByText('Learning Campaign Launched')).toBeVisible();
    const launched = server.requestsTo('POST /api/school/campaigns')[0]?.body as {
      questions: string[];
    };
    expect(launched.questions.length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Campaign answers' }));
    const answers = await screen.findByRole('dialog', { name: 'Campaign answers' });
    expect(await within(answers).findByText('1 of 2 students answered')).toBeVisible();
    await user.click(within(answers).getByRole('button', { name: 'See who answered' }));
    expect(await within(answers).findByText('Not answered yet (0 of 1)')).toBeVisible();
    expect(within(answers).getByText('Answered')).toBeVisible();
  });
});

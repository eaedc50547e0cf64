import { matchProgramme, SAMPLE_PROGRAMMES, SAMPLE_STUDENT_INFO } from '@puente/core';
import { createFakeApi } from '@puente/ui/testing';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { currentPath, renderWithHost } from '../../testing/render-host';
import { maria } from '../../testing/servers';
import { FoundationProgrammesScreen } from './foundation-programs-screen';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

/** The browser's back button. */
function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

describe('/foundation-programs', { timeout: 20_000 }, () => {
  it("matches every programme against the student's saved profile", async () => {
    const server = createFakeApi({ user: maria, studentInfo: SAMPLE_STUDENT_INFO });
    renderWithHost(<FoundationProgrammesScreen />, {
      server,
      initialPath: '/foundation-programs',
    });
    const kings = await screen.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    const match = matchProgramme(SAMPLE_STUDENT_INFO, SAMPLE_PROGRAMMES[0] as never);
    expect(within(kings).getByText(`${match.percentage}%`)).toBeVisible();
    // The very request the page preloads while its code downloads (screen-reads.ts).
    expect(server.callsTo('GET /api/foundation-programs')[0]?.search).toBe(
      '?sort=match&open=true&page=1&pageSize=20',
    );
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Foundation Year Pathways' }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('points a student without a profile to it, and Get Started Applying opens phase 1', async () => {
    const user = userEvent.setup();
    renderWithHost(<FoundationProgrammesScreen />, {
      server: createFakeApi({ user: maria }),
      initialPath: '/foundation-programs',
    });
    expect(await screen.findByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/student-info',
    );
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('link', { name: 'Get Started Applying' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/?phase=1');
  });

  it('restores the search a shared link holds, and asks the server for it', async () => {
    // Fees the shared link's "up to £20,000" lets through, so its search finds programmes.
    const programmes = SAMPLE_PROGRAMMES.map((programme) => ({
      ...programme,
      tuitionFees: 15_000,
    }));
    const server = createFakeApi({ user: maria, programmes });
    renderWithHost(<FoundationProgrammesScreen />, {
      server,
      initialPath:
        '/foundation-programs?q=foundation&subject=Engineering&sort=deadline&maxFees=20000',
    });
    await screen.findAllByRole('article');
    expect(screen.getByRole('searchbox', { name: 'Search programs' })).toHaveValue('foundation');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveTextContent('Engineering');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveTextContent(
      'Deadline soonest',
    );
    expect(screen.getByRole('combobox', { name: 'Maximum fees' })).toHaveTextContent(
      'Up to £20,000',
    );
    const asked = server.callsTo('GET /api/foundation-programs');
    expect(Object.fromEntries(new URLSearchParams(asked.at(-1)?.search))).toMatchObject({
      q: 'foundation',
      subject: 'Engineering',
      sort: 'deadline',
      maxFees: '20000',
      open: 'true',
    });
  });

  it('keeps each choice in the URL, and back brings the previous search back', async () => {
    const user = userEvent.setup();
    renderWithHost(
      <>
        <FoundationProgrammesScreen />
        <Back />
      </>,
      { server: createFakeApi({ user: maria }), initialPath: '/foundation-programs' },
    );
    await screen.findAllByRole('article');

    await user.click(await screen.findByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Fees lowest' }));
    await waitFor(() => expect(currentPath()).toBe('/foundation-programs?sort=fees'));

    await user.click(screen.getByRole('combobox', { name: 'My IELTS score' }));
    await user.click(await screen.findByRole('option', { name: 'IELTS 5.5' }));
    await waitFor(() => expect(currentPath()).toBe('/foundation-programs?sort=fees&ielts=5.5'));

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/foundation-programs?sort=fees'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'My IELTS score' })).toHaveTextContent(
        'Any IELTS',
      ),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Fees lowest');
  });
});

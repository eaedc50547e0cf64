import { matchProgramme, SAMPLE_PROGRAMMES, SAMPLE_STUDENT_INFO } from '@puente/core';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { journeyServer } from '../../testing/journey-server';
import { renderWithHost } from '../../testing/render-host';
import { FoundationProgramsScreen } from './foundation-programs-screen';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/foundation-programs', { timeout: 20_000 }, () => {
  it("matches every programme against the student's saved profile", async () => {
    renderWithHost(<FoundationProgramsScreen />, {
      server: journeyServer({ studentInfo: SAMPLE_STUDENT_INFO }),
      initialPath: '/foundation-programs',
    });
    const kings = await screen.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    const match = matchProgramme(SAMPLE_STUDENT_INFO, SAMPLE_PROGRAMMES[0] as never);
    expect(within(kings).getByText(`${match.percentage}%`)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Complete your profile' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Foundation Year Pathways' }),
    ).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('points a student without a profile to it, and Get Started Applying opens phase 1', async () => {
    const user = userEvent.setup();
    renderWithHost(<FoundationProgramsScreen />, {
      server: journeyServer(),
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
});

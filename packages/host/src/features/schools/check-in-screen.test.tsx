import { lopez } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';

describe("the staff's check-ins", { timeout: 20_000 }, () => {
  it("asks which student, then shows that student's record", async () => {
    const server = signedInServer(lopez);
    renderSite({ server, initialPath: '/check-in-2' });
    await findPageHeading('Check-In #2');
    expect(screen.getByText('Choose the student this check-in is with.')).toBeVisible();
    const table = await screen.findByRole('table', { name: "Your school's students" });
    await userEvent.setup().click(within(table).getByRole('link', { name: 'Sofía Ramírez' }));
    expect(
      await screen.findByText('With Sofía Ramírez: their profile and programs.'),
    ).toBeVisible();
    expect(await screen.findByText('No academic profile saved yet.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No programs chosen yet' })).toBeVisible();
  });

  it('opens on the student of ?student=', async () => {
    renderSite({ server: signedInServer(lopez), initialPath: '/check-in-1?student=51' });
    await findPageHeading('Check-In #1');
    expect(
      await screen.findByText('With Diego Hernández: their profile and programs.'),
    ).toBeVisible();
  });
});

import { SAMPLE_SCHOOL } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderWithHost } from '../../testing/render-host';
import { maria, signedInServer } from '../../testing/servers';
import { YourSchool } from './your-school';

const inSchool = { ...maria, school: { id: SAMPLE_SCHOOL.id, name: SAMPLE_SCHOOL.name } };

describe("My Profile's school", () => {
  it('names the school and leaves it after a confirmation', async () => {
    const server = signedInServer(inSchool);
    renderWithHost(<YourSchool />, { server });
    const user = userEvent.setup();
    expect(await screen.findByText('Preparatoria Benito Juárez')).toBeVisible();
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Leave school' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByRole('heading', { name: 'Leave Preparatoria Benito Juárez?' }),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Stay' }));
    expect(server.requestsTo('DELETE /api/user/school')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Leave school' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave school' }),
    );
    expect(await screen.findByText('You left your school')).toBeVisible();
    expect(server.requestsTo('DELETE /api/user/school')).toHaveLength(1);
    expect(await screen.findByRole('link', { name: 'Join with a class code' })).toHaveAttribute(
      'href',
      '/join',
    );
  });
});

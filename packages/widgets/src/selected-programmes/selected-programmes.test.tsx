import {
  NO_DELAYS,
  SAMPLE_PROGRAMMES,
  type SelectedProgramme,
  sampleProgramme,
  sampleSelection,
} from '@puente/core';
import { PuenteProvider } from '@puente/ui/providers';
import { axeViolations } from '@puente/ui/testing/axe';
import { createFakeApi, deferred, type FakeApi } from '@puente/ui/testing/fake-api';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelectedProgrammes } from './selected-programmes';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

const selection = (id: number, index: number): SelectedProgramme => {
  const programme = SAMPLE_PROGRAMMES[index];
  if (!programme) throw new Error('no such sample');
  return sampleSelection(id, programme);
};

const clock = () => new Date('2027-06-09T15:00:00Z');

function renderList(server: FakeApi, locale: 'en-GB' | 'es-MX' = 'en-GB') {
  const user = userEvent.setup();
  render(
    <PuenteProvider theme="light" delays={NO_DELAYS} api={server.api} clock={clock} locale={locale}>
      <SelectedProgrammes empty={<a href="/foundation-programs">Find programs</a>} />
    </PuenteProvider>,
  );
  return { user, server };
}

describe('selected programmes', { timeout: 20_000 }, () => {
  it('lists each selection with its image, university, name, fees in pounds and pesos, deadline with how soon it closes, and start dates', async () => {
    renderList(createFakeApi({ selections: [selection(11, 0), selection(12, 1)] }));
    const kings = await screen.findByRole('article', {
      name: 'International Foundation Programme – Computer Science',
    });
    const view = within(kings);
    expect(view.getByText("King's College London")).toBeVisible();
    expect(view.getByText('£24,950/year', { exact: false })).toBeVisible();
    expect(
      await view.findByText('≈ $611,000 MXN a year (exchange rate of 28 November 2026)'),
    ).toBeVisible();
    expect(view.getByText('15 Jun 2027', { exact: false })).toBeVisible();
    expect(view.getByText('Closes in 6 days').closest('[data-urgency]')).toHaveAttribute(
      'data-urgency',
      'soon',
    );
    expect(view.getByText('September 2027')).toBeVisible();
    expect(view.getByText('Not Started')).toBeVisible();
    expect(kings.querySelector('img')).toHaveAttribute(
      'src',
      '/images/universities/kings-college-london.svg',
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("says the catalogue's structured start months, not its text, in the reader's language", async () => {
    const programme = sampleProgramme({
      startDates: 'Two intakes a year',
      startMonths: ['2027-09', '2028-01'],
    });
    renderList(createFakeApi({ selections: [sampleSelection(11, programme)] }), 'es-MX');
    const kings = await screen.findByRole('article');
    expect(within(kings).getByText('septiembre de 2027, enero de 2028')).toBeVisible();
  });

  it('asks before removing, naming the university and programme; Cancel keeps it', async () => {
    const { user, server } = renderList(createFakeApi({ selections: [selection(11, 0)] }));
    const kings = await screen.findByRole('article');
    await user.click(within(kings).getByRole('button', { name: 'Remove' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      "This will remove International Foundation Programme – Computer Science at King's College London from your selected programs.",
    );
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.selections).toHaveLength(1);
    expect(screen.getByRole('article')).toBeVisible();
  });

  it("removes after Remove, showing 'Removing...' meanwhile, then the SPEC toast and the refetched list", async () => {
    const server = createFakeApi({ selections: [selection(11, 0), selection(12, 1)] });
    const answer = deferred<void>();
    server.on('DELETE /api/selected-programs/:id', async () => {
      await answer.promise;
      return { status: 200, body: { ok: true } };
    });
    const { user } = renderList(server);
    const kings = await screen.findByRole('article', { name: /Computer Science$/ });
    await user.click(within(kings).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    const busy = await within(dialog).findByRole('button', { name: 'Removing...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    answer.resolve();
    const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    expect(await within(region).findByText('Program removed')).toBeVisible();
    expect(
      within(region).getByText('The program has been removed from your selection'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.requestsTo('DELETE /api/selected-programs/11')).toHaveLength(1);
    await waitFor(() => expect(server.requestsTo('GET /api/selected-programs')).toHaveLength(2));
  });

  it('shows the error in a toast when removing fails, and keeps the programme', async () => {
    const server = createFakeApi({ selections: [selection(11, 0)] });
    server.on('DELETE /api/selected-programs/:id', () => ({
      status: 404,
      body: { message: 'Selection not found' },
    }));
    const { user } = renderList(server);
    await user.click(
      within(await screen.findByRole('article')).getByRole('button', { name: 'Remove' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    const region = await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });
    expect(await within(region).findByText('Error')).toBeVisible();
    expect(within(region).getByText('Selection not found')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article')).toBeVisible();
  });

  it('says when nothing is selected yet', async () => {
    renderList(createFakeApi());
    expect(await screen.findByText('No programs selected yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find programs' })).toBeVisible();
  });
});

import { createFakeApi } from '@puente/ui/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../testing/render-host';
import { DeadlineBadge } from './deadline-badge';

const clock = () => new Date('2027-06-09T15:00:00Z');
const SPANISH_SIX_DAYS = 'Cierra en 6 días';

describe('DeadlineBadge', () => {
  it.each([
    ['2027-06-15', 'Closes in 6 days', 'soon'],
    ['2027-06-08', 'Deadline passed', 'overdue'],
    ['2028-01-15', 'Closes in 7 months', 'later'],
  ])('says how soon %s closes, its urgency in words and tone', async (deadline, words, urgency) => {
    renderWithHost(<DeadlineBadge deadline={deadline} />, { clock, server: createFakeApi() });
    const badge = await screen.findByText(words);
    expect(badge.closest('[data-urgency]')).toHaveAttribute('data-urgency', urgency);
  });

  it('says it in Spanish', async () => {
    renderWithHost(<DeadlineBadge deadline="2027-06-15" />, {
      clock,
      server: createFakeApi(),
      locale: 'es-MX',
    });
    expect(await screen.findByText(SPANISH_SIX_DAYS)).toBeVisible();
  });

  it('shows nothing for a deadline that is no date', async () => {
    renderWithHost(
      <>
        <DeadlineBadge deadline="Rolling" />
        <p>after</p>
      </>,
      { clock, server: createFakeApi() },
    );
    await screen.findByText('after');
    expect(document.querySelector('[data-urgency]')).toBeNull();
  });
});

import { createFakeApi } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderWithHost } from '../../testing/render-host';
import { maria } from '../../testing/servers';
import { DataViews } from './data-views';

describe('who has seen your data', () => {
  it('says who looked at what, with their role and the day', async () => {
    renderWithHost(<DataViews />, { server: createFakeApi({ user: maria }) });
    const list = await screen.findByRole('list', { name: 'Who has seen your data' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lucía López (counselor) viewed your profile, 19 Nov 2026',
      'Carmen Hernández (parent or guardian) viewed your programs, 12 Nov 2026',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says it in Spanish, the roles and the dates too', async () => {
    renderWithHost(<DataViews />, { server: createFakeApi({ user: maria }), locale: 'es-MX' });
    expect(
      await screen.findByText('Lucía López (orientador) vio tu perfil, 19 de noviembre de 2026'),
    ).toBeVisible();
  });

  it('says so when nobody has looked', async () => {
    renderWithHost(<DataViews />, {
      server: createFakeApi({ user: maria, schools: { dataViews: [] } }),
    });
    expect(await screen.findByText('Nobody has looked at your data yet.')).toBeVisible();
  });
});

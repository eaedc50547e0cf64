import { createFakeApi } from '@puente/widgets/testing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/foundation-year-intro', { timeout: 20_000 }, () => {
  it('explains why a foundation year is needed and leads to the programmes', async () => {
    renderSite({ server: createFakeApi({ user: maria }), initialPath: '/foundation-year-intro' });
    expect(
      await screen.findByRole('heading', { name: 'Why a foundation year?' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Foundation Programs' })).toHaveAttribute(
      'href',
      '/foundation-programs',
    );
    expect(screen.getByRole('link', { name: 'See Suggested Universities' })).toHaveAttribute(
      'href',
      '/university-suggestions',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

import { createFakeApi } from '@puente/ui/testing';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite } from '../../testing/render-host';
import { maria } from '../../testing/servers';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/foundation-year-intro', { timeout: 20_000 }, () => {
  it('explains why a foundation year is needed and leads to the programmes', async () => {
    renderSite({ server: createFakeApi({ user: maria }), initialPath: '/foundation-year-intro' });
    expect(
      await screen.findByRole('heading', { name: 'Why a foundation year?' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(linkTarget('Explore Foundation Programs')).toBe('/foundation-programs');
    expect(linkTarget('See Suggested Universities')).toBe('/university-suggestions');
    expect(await axeViolations()).toEqual([]);
  });
});

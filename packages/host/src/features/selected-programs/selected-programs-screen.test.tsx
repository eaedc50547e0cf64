import { SAMPLE_PROGRAMMES, sampleSelection } from '@puente/core';
import { createFakeApi } from '@puente/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../testing/axe';
import { linkTarget, renderSite, renderWithHost } from '../../testing/render-host';
import { maria } from '../../testing/servers';
import { SelectedProgrammesScreen } from './selected-programs-screen';

// The machines these run on are often busy: give answers and animations time to arrive.
configure({ asyncUtilTimeout: 5000 });

describe('/selected-programs', { timeout: 20_000 }, () => {
  it('links each selection to its statement and timeline, with its stage', async () => {
    const programme = SAMPLE_PROGRAMMES[1];
    if (!programme) throw new Error('no sample');
    renderSite({
      server: createFakeApi({ user: maria, selections: [sampleSelection(11, programme)] }),
      initialPath: '/selected-programs',
    });
    const card = await screen.findByRole(
      'article',
      { name: programme.programName },
      { timeout: 10_000 },
    );
    expect(within(card).getByRole('link', { name: 'Personal Statement' })).toHaveAttribute(
      'href',
      '/personal-statement/11',
    );
    expect(within(card).getByRole('link', { name: 'Timeline' })).toHaveAttribute(
      'href',
      '/timeline/11',
    );
    expect(within(card).getByRole('button', { name: 'Remove' })).toBeVisible();
    expect(within(card).getByText('Stage: Researching')).toBeVisible();
    expect(await axeViolations()).toEqual([]);
  });

  it('offers to find programmes when nothing is selected', async () => {
    renderWithHost(<SelectedProgrammesScreen />, {
      server: createFakeApi({ user: maria }),
      initialPath: '/selected-programs',
    });
    expect(await screen.findByText('No programs selected yet')).toBeVisible();
    expect(linkTarget('Find Foundation Programs')).toBe('/foundation-programs');
  });
});

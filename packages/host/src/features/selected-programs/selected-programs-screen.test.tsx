import { type FoundationProgramme, SAMPLE_PROGRAMMES, sampleSelection } from '@puente/core';
import { createFakeApi } from '@puente/ui/testing';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('sharing with the family', () => {
    const [first, second, third, fourth] = SAMPLE_PROGRAMMES;
    if (!first || !second || !third || !fourth) throw new Error('no sample');
    const selections = [first, second, third, fourth].map((programme, index) =>
      sampleSelection(20 + index, programme),
    );
    /** The page with the four selections, and the card of `programme` once it shows. */
    const openCardOf = (programme: FoundationProgramme) => {
      renderSite({
        server: createFakeApi({ user: maria, selections }),
        initialPath: '/selected-programs',
      });
      return screen.findByRole('article', { name: programme.programName }, { timeout: 10_000 });
    };
    afterEach(() => {
      vi.restoreAllMocks();
      Reflect.deleteProperty(navigator, 'share');
    });

    it("copies a programme's public page when the browser has no share sheet, and says so", async () => {
      const user = userEvent.setup();
      const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      const card = await openCardOf(second);
      await user.click(within(card).getByRole('button', { name: 'Share' }));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/programmes/${second.id}`);
      expect(await within(card).findByRole('status')).toHaveTextContent(
        'Link copied. Paste it in a message or an email.',
      );
      expect(await axeViolations()).toEqual([]);
    });

    it('says when the link could not be copied', async () => {
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
      const card = await openCardOf(first);
      await user.click(within(card).getByRole('button', { name: 'Share' }));
      expect(await within(card).findByRole('status')).toHaveTextContent(
        'Could not copy the link. Open the page and copy its address.',
      );
    });

    it('opens the share sheet with a comparison of the first three programmes', async () => {
      const user = userEvent.setup();
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      renderSite({
        server: createFakeApi({ user: maria, selections }),
        initialPath: '/selected-programs',
      });
      await user.click(
        await screen.findByRole('button', { name: 'Share a comparison' }, { timeout: 10_000 }),
      );
      const url = `${window.location.origin}/compare?ids=${first.id},${second.id},${third.id}`;
      expect(share).toHaveBeenCalledWith({
        title: 'Puente',
        text: `Look at these foundation years side by side: ${url}`,
      });
      expect(
        screen.getByText('Your first 3 programs side by side, for your family.'),
      ).toBeVisible();
    });
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

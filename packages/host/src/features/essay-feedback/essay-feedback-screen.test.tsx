import { APPLY_NOW_URL, NO_DELAYS, reviewStatementText, SAMPLE_STATEMENT } from '@puente/core';
import { keepReviewHandover } from '@puente/widgets/statement-wizard';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../testing/axe';
import {
  currentPath,
  findPageHeading,
  linkTarget,
  renderSite,
  renderWithHost,
} from '../../testing/render-host';
import { signedInServer } from '../../testing/servers';
import { EssayFeedbackScreen } from './essay-feedback-screen';

afterEach(() => sessionStorage.clear());

const DRAFT = [
  'Fixing radios with my grandfather taught me how electricity moves.',
  'At school I built a solar charger for our class.',
  'I want to study electrical engineering in the UK.',
].join('\n\n');

function open(delays = NO_DELAYS) {
  renderWithHost(<EssayFeedbackScreen />, {
    server: signedInServer(),
    initialPath: '/essay-feedback',
    delays,
  });
  return userEvent.setup();
}

const comments = () => within(screen.getByRole('list', { name: 'Paragraph comments' }));

describe('essay feedback screen', { timeout: 20_000 }, () => {
  it('reviews the handed-over draft: 8.5/10, Ready to Submit, counts, typed comments', async () => {
    keepReviewHandover({ draft: DRAFT, review: reviewStatementText(DRAFT) });
    renderSite({ server: signedInServer(), initialPath: '/essay-feedback' });
    expect(await findPageHeading('Personal Statement Review')).toBeVisible();
    expect(screen.getByText('8.5/10')).toBeVisible();
    expect(screen.getByText('Ready to Submit')).toBeVisible();
    expect(screen.getByText('29 words')).toBeVisible();
    expect(screen.getByText('3 comments')).toBeVisible();
    expect(screen.getByText(/2-4 weeks/)).toBeVisible();
    expect(comments().getAllByRole('listitem')).toHaveLength(3);
    expect(comments().getByText('At school I built a solar charger for our class.')).toBeVisible();
    expect(comments().getAllByText('Praise')).toHaveLength(2);
    expect(comments().getByText('Suggestion')).toBeVisible();
    expect(screen.queryByText(/review of a sample statement/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('with nothing handed over, says it is reviewing a sample statement', async () => {
    open();
    expect(await screen.findByText(/this is the review of a sample statement/)).toBeVisible();
    expect(linkTarget('Write Your Draft')).toBe('/personal-statement-builder');
    const first = SAMPLE_STATEMENT.split('\n\n')[0] ?? '';
    expect(comments().getByText(first)).toBeVisible();
    expect(comments().getByText('Improvement')).toBeVisible();
  });

  it('Re-Review shows its regenerating state for the wait, then the review again', async () => {
    keepReviewHandover({ draft: DRAFT, review: reviewStatementText(DRAFT) });
    const user = open({ ...NO_DELAYS, reReview: 300 });
    await user.click(await screen.findByRole('button', { name: 'Re-Review' }));
    expect(
      screen.getByRole('progressbar', { name: 'Re-reviewing your statement...' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-Reviewing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('list', { name: 'Paragraph comments' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(await screen.findByText('Your statement has been reviewed again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Re-Review' })).toBeEnabled();
    expect(screen.getByText('3 comments')).toBeVisible();
  });

  it('Download saves a Markdown file of the statement and its comments', async () => {
    keepReviewHandover({ draft: DRAFT, review: reviewStatementText(DRAFT) });
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:review';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(clicked).toEqual([{ href: 'blob:review', download: 'personal-statement-review.md' }]);
    const text = await blobs[0]?.text();
    expect(blobs[0]?.type).toMatch(/^text\/markdown/);
    expect(text).toContain('# Personal Statement Review');
    expect(text).toContain('Score: 8.5/10');
    expect(text).toContain('At school I built a solar charger for our class.');
    expect(text).toContain('> **Suggestion:**');
  });

  it('Apply Now opens the application page in a new tab; Back to Dashboard goes to /?phase=3', async () => {
    open();
    const apply = await screen.findByRole('link', { name: /Apply Now/ });
    expect(apply).toHaveAttribute('href', APPLY_NOW_URL);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'noopener noreferrer');
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Back to Dashboard' }));
    await waitFor(() => expect(currentPath()).toBe('/?phase=3'));
  });
});

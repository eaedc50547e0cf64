import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderSite } from '../../testing/render-host';
import { signedOutServer } from '../../testing/servers';

describe('the landing page for schools', { timeout: 20_000 }, () => {
  it("offers, beside the waitlist, a school's workspace and the demo school", async () => {
    renderSite({ server: signedOutServer(), initialPath: '/' });
    await findPageHeading(/Supercharge your school's counselors/);
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeVisible();
    expect(screen.getByRole('link', { name: "Create your school's workspace" })).toHaveAttribute(
      'href',
      '/schools/new',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'See a demo' }));
    expect(await findPageHeading('Advisor Dashboard')).toBeVisible();
    expect(
      screen.getByText(
        'Demo school — sample students, not real data. Nothing you do here is saved.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Demo school screens' })).toBeVisible();
  });

  it('says it in Spanish', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/', locale: 'es-MX' });
    expect(
      await screen.findByRole(
        'link',
        { name: 'Crea el espacio de tu escuela' },
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ver una demostración' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Soy estudiante' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Soy mamá o papá' })).toBeVisible();
  });

  it('gives a student and a parent their own way in, and a student their next step', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/' });
    const user = userEvent.setup();
    const families = await screen.findByRole('navigation', { name: 'Not a counselor?' });
    expect(within(families).getByRole('link', { name: "I'm a parent" })).toHaveAttribute(
      'href',
      '/parents',
    );
    await user.click(within(families).getByRole('link', { name: "I'm a student" }));
    expect(await findPageHeading('Your way to a UK university')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute(
      'href',
      '/auth?mode=register',
    );
    expect(screen.getByRole('link', { name: 'I have a class code' })).toHaveAttribute(
      'href',
      '/join',
    );
  });

  it('tells a parent how the school or their child invites them', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/parents' });
    expect(await findPageHeading("Follow your child's path to a UK university")).toBeVisible();
    expect(screen.getByRole('heading', { name: 'How to get in' })).toBeVisible();
  });
});

import { guardian, lopez, schoolAdmin } from '@puente/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import { ROUTE_LOAD, renderSite } from '../testing/render-host';
import { deferred, maria, signedInServer, signedOutServer } from '../testing/servers';

const studentPaths = [
  paths.dashboard.getHref(),
  paths.intro.getHref(),
  paths.countryChoice.getHref(),
  paths.studentInfo.getHref(),
  paths.foundationYearIntro.getHref(),
  paths.universitySuggestions.getHref(),
  paths.foundationPrograms.getHref(),
  paths.selectedPrograms.getHref(),
  paths.personalStatement.getHref(3),
  paths.personalStatementBuilder.getHref(),
  paths.essayFeedback.getHref(),
  paths.scholarshipsListing.getHref(),
  paths.scholarships.getHref(3),
  paths.timeline.getHref(3),
  paths.exploration.getHref(),
];
const openPaths = [
  paths.demoCheckIn1.getHref(),
  paths.demoCheckIn2.getHref(),
  paths.demoAdvisorDashboard.getHref(),
  paths.demoParentDashboard.getHref(),
  paths.demoAdmin.getHref(),
  paths.createSchool.getHref(),
  paths.invitation.getHref('student-invitation'),
  paths.embed.getHref(),
];
/** Each role's screens, with a user of the role and one of another. */
const rolePaths = [
  [paths.advisorDashboard.getHref(), lopez, maria, 'This page is for counselors and school admins'],
  [
    paths.checkIn1.getHref(),
    schoolAdmin,
    guardian,
    'This page is for counselors and school admins',
  ],
  [paths.checkIn2.getHref(), lopez, maria, 'This page is for counselors and school admins'],
  [
    paths.schoolStudent.getHref(51),
    lopez,
    guardian,
    'This page is for counselors and school admins',
  ],
  [paths.admin.getHref(), schoolAdmin, lopez, 'This page is for school admins'],
  [paths.parentDashboard.getHref(), guardian, lopez, 'This page is for parents and guardians'],
  [paths.joinClass.getHref(), maria, guardian, 'This page is for students'],
] as const;

describe('routes', () => {
  it.each(studentPaths)('%s shows its own screen to a student', async (path) => {
    renderSite({ server: signedInServer(), initialPath: path });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('404 Page Not Found');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: false })).toBeInTheDocument();
  });

  it.each(studentPaths)('%s sends a signed-out visitor to /auth', async (path) => {
    renderSite({ server: signedOutServer(), initialPath: path });
    expect(await screen.findByRole('tab', { name: 'Login' })).toBeInTheDocument();
  });

  it.each(openPaths)('%s is open to a signed-out visitor', async (path) => {
    renderSite({ server: signedOutServer(), initialPath: path });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).not.toHaveTextContent('404 Page Not Found');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it.each(rolePaths)('%s shows its screen to its role', async (path, allowed) => {
    renderSite({ server: signedInServer(allowed), initialPath: path });
    const heading = await screen.findByRole('heading', { level: 1 }, ROUTE_LOAD);
    expect(heading).not.toHaveTextContent(/404|This page is for/);
  });

  it.each(rolePaths)(
    '%s tells another role whom it is for, with a way home',
    async (path, _allowed, other, forWhom) => {
      renderSite({ server: signedInServer(other), initialPath: path });
      expect(
        await screen.findByRole('heading', { level: 1, name: forWhom }, ROUTE_LOAD),
      ).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to your home page' })).toBeVisible();
    },
  );

  it.each(rolePaths)('%s sends a signed-out visitor to /auth', async (path) => {
    renderSite({ server: signedOutServer(), initialPath: path });
    expect(await screen.findByRole('tab', { name: 'Login' }, ROUTE_LOAD)).toBeInTheDocument();
  });

  it('answers an unknown address with the not-found page', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('404 Page Not Found · Puente'));
  });
});

describe('route protection', () => {
  it('returns a visitor to the page they wanted once signed in', async () => {
    const server = signedOutServer({ 'POST /api/login': () => ({ status: 200, body: maria }) });
    renderSite({ server, initialPath: '/foundation-programs' });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('tabpanel'));
    await user.type(form.getByLabelText('Username'), 'maria.g');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const heading = await screen.findByRole('heading', { name: 'Foundation Year Pathways' });
    // The new page is announced: focus moves to its main heading.
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus alone on the first load', async () => {
    renderSite({ server: signedInServer(), initialPath: '/foundation-programs' });
    await screen.findByRole('heading', { name: 'Foundation Year Pathways' });
    expect(document.body).toHaveFocus();
  });

  it('shows neither the page nor /auth while the session is still loading', async () => {
    const answer = deferred();
    const server = signedOutServer({ 'GET /api/user': () => answer.reply });
    renderSite({ server, initialPath: '/selected-programs' });
    expect(await screen.findAllByRole('status', { name: 'Loading your session' })).not.toHaveLength(
      0,
    );
    expect(screen.queryByRole('heading', { name: 'Selected Programs' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();

    answer.release({ status: 200, body: maria });
    expect(await screen.findByRole('heading', { name: 'Selected Programs' })).toBeInTheDocument();
  });
});

describe('home and welcome', () => {
  it('shows a signed-out visitor the counselor landing page at /', async () => {
    renderSite({ server: signedOutServer() });
    expect(
      await screen.findByRole('heading', {
        name: "Supercharge your school's counselors - with the power of AI",
      }),
    ).toBeInTheDocument();
  });

  it('opens the waitlist dialog from Get Started and from Book a Demo', async () => {
    renderSite({ server: signedOutServer() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('greets a signed-in student by first name at /', async () => {
    renderSite({ server: signedInServer() });
    expect(await screen.findByRole('heading', { name: 'Welcome, María!' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Welcome, María! · Puente'));
  });

  it('leads from the welcome page to the country choice', async () => {
    renderSite({ server: signedInServer(), initialPath: '/intro' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Get Started' }));
    expect(
      await screen.findByRole('heading', { name: 'Where would you like to study?' }),
    ).toBeInTheDocument();
  });
});

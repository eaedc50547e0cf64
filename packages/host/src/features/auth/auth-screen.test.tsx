import { guardian, lopez } from '@puente/ui/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../testing/render-host';
import {
  deferred,
  fieldRefusal,
  maria,
  signedInServer,
  signedOutServer,
} from '../../testing/servers';
import { fillNewAccount, panel } from './register-steps';

const findPanel = async () => within(await screen.findByRole('tabpanel'));

async function openRegisterTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Register' }));
  return user;
}

async function fillRegistration(user: ReturnType<typeof userEvent.setup>) {
  await user.type(panel().getByLabelText('First name'), 'María');
  await user.type(panel().getByLabelText('Last name'), 'García');
  await fillNewAccount(user);
}

describe('auth screen: Register', () => {
  it('shows the SPEC messages on the right fields on submit, nothing before', async () => {
    const server = signedOutServer();
    renderSite({ server, initialPath: '/auth' });
    const user = await openRegisterTab();
    await user.type(panel().getByLabelText('Email address'), 'not-an-email');
    await user.type(panel().getByLabelText('Password'), '123');
    await user.type(panel().getByLabelText('Confirm password'), '1234');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(panel().getByLabelText('Email address')).toHaveAccessibleDescription(
      'Invalid email address',
    );
    expect(panel().getByLabelText('Password')).toHaveAccessibleDescription(
      /Password must be at least 6 characters/,
    );
    expect(panel().getByLabelText('Confirm password')).toHaveAccessibleDescription(
      "Passwords don't match",
    );
    expect(panel().getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(panel().getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(server.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('asks for consent to the privacy notice, with the notice linked, before registering', async () => {
    const server = signedOutServer();
    renderSite({ server, initialPath: '/auth' });
    const user = await openRegisterTab();
    expect(panel().getByRole('link', { name: /Read the privacy notice/ })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await panel().findByText('Please accept the privacy notice to create your account'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/register')).toHaveLength(0);
  });

  it('re-validates on every change once submitted', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/auth' });
    const user = await openRegisterTab();
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.type(panel().getByLabelText('Confirm password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();

    await user.type(panel().getByLabelText('Confirm password'), '1');
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();

    await user.type(panel().getByLabelText('Email address'), 'maria@example.mx');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
  });

  it('registers for real, says so, and goes to /intro; confirmPassword is not sent', async () => {
    const answer = deferred();
    const server = signedOutServer({ 'POST /api/register': () => answer.reply });
    renderSite({ server, initialPath: '/auth' });
    const user = await openRegisterTab();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer.release({ status: 201, body: maria });

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText('Your account has been created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Puente' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/register')[0]?.body).toEqual({
      firstName: 'María',
      lastName: 'García',
      email: 'maria@example.mx',
      username: 'maria.g',
      password: 'secret1',
      privacyConsent: true,
    });
  });

  it("shows the server's password rule (a common password) under Password", async () => {
    const tooCommon = 'This password is too common. Please choose another.';
    const server = signedOutServer({
      'POST /api/register': () => fieldRefusal(400, 'password', tooCommon),
    });
    renderSite({ server, initialPath: '/auth' });
    const user = await openRegisterTab();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(panel().getByLabelText('Password')).toHaveAccessibleDescription(
      `At least 6 characters. ${tooCommon}`,
    );
  });

  it("keeps the typed values and shows the server's field messages when refused", async () => {
    const server = signedOutServer({
      'POST /api/register': () => fieldRefusal(409, 'username', 'That username is taken'),
    });
    renderSite({ server, initialPath: '/auth' });
    const user = await openRegisterTab();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(panel().getByLabelText('Username')).toHaveAccessibleDescription(
      'That username is taken',
    );
    expect(panel().getByLabelText('Email address')).toHaveValue('maria@example.mx');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();

    await user.type(panel().getByLabelText('Username'), '2');
    expect(panel().getByLabelText('Username')).not.toHaveAccessibleDescription(
      'That username is taken',
    );
  });
});

describe('auth screen: Login', () => {
  it('signs in for real with Remember me, toasts, and returns to the remembered page', async () => {
    const answer = deferred();
    const server = signedOutServer({ 'POST /api/login': () => answer.reply });
    renderSite({ server, initialPath: '/auth?redirectTo=%2Fselected-programs' });
    const user = userEvent.setup();
    await user.type((await findPanel()).getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer.release({ status: 200, body: maria });

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, maria.g')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Selected Programs' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/login')[0]?.body).toEqual({
      username: 'maria.g',
      password: 'secret1',
      rememberMe: true,
    });
  });

  it("waits SPEC's pause before moving on, still showing it is busy", async () => {
    const server = signedOutServer({ 'POST /api/login': () => ({ status: 200, body: maria }) });
    renderSite({ server, initialPath: '/auth', delays: { authRedirect: 300 } });
    const user = userEvent.setup();
    await user.type((await findPanel()).getByLabelText('Username'), 'maria.g');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome to Puente' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome to Puente' })).toBeInTheDocument();
  });

  it('says why a login failed in a destructive toast and keeps what was typed', async () => {
    const server = signedOutServer({
      'POST /api/login': () => ({
        status: 401,
        body: { message: 'Invalid username or password' },
      }),
    });
    renderSite({ server, initialPath: '/auth' });
    const user = userEvent.setup();
    await user.type((await findPanel()).getByLabelText('Username'), 'maria.g');
    await user.type(panel().getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const title = await screen.findByText('Login failed');
    const toast = title.closest('[data-type]');
    expect(toast).toHaveAttribute('data-type', 'error');
    expect(within(toast as HTMLElement).getByText('Invalid username or password')).toBeVisible();
    expect(panel().getByLabelText('Username')).toHaveValue('maria.g');
    expect(panel().getByLabelText('Password')).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // The toast goes away; the form keeps saying what went wrong, on the fields too.
    expect(panel().getByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(panel().getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(panel().getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(panel().getByLabelText('Password')).toHaveAccessibleDescription(
      'Invalid username or password',
    );
  });

  it('switches between the tabs from the prompts', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/auth' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  it('leads Forgot password? to the page that sends a reset link', async () => {
    renderSite({ server: signedOutServer(), initialPath: '/auth' });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeVisible();
  });
});

describe('auth screen: a signed-in visitor', () => {
  it('is sent on to /intro', async () => {
    renderSite({ server: signedInServer(), initialPath: '/auth' });
    expect(await screen.findByRole('heading', { name: 'Welcome to Puente' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('goes to their own home when they are staff or a parent', async () => {
    renderSite({ server: signedInServer(guardian), initialPath: '/auth' });
    expect(await screen.findByRole('heading', { name: 'Parent Dashboard' })).toBeInTheDocument();
  });
});

describe('auth screen: staff signing in', () => {
  it("lands a counselor on the advisor dashboard, not the student's intro", async () => {
    const server = signedOutServer({ 'POST /api/login': () => ({ status: 200, body: lopez }) });
    renderSite({ server, initialPath: '/auth' });
    const user = userEvent.setup();
    await user.type((await findPanel()).getByLabelText('Username'), 'lucia.lopez');
    await user.type(panel().getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Advisor Dashboard' })).toBeInTheDocument();
  });
});

describe('/auth in Spanish', () => {
  it('says a lost connection in Spanish, not in the browser’s English', async () => {
    renderSite({
      server: signedOutServer({
        'POST /api/login': () => {
          throw new TypeError('Failed to fetch');
        },
      }),
      initialPath: '/auth',
      locale: 'es-MX',
    });
    const user = userEvent.setup();
    const form = within(await screen.findByRole('tabpanel'));
    await user.type(form.getByLabelText('Nombre de usuario'), 'sofia');
    await user.type(form.getByLabelText('Contraseña'), 'puente-2027');
    await user.click(form.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'No se pudo conectar. Revisa tu conexión a internet e inténtalo de nuevo.',
    );
  });
});

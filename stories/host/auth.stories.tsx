import { AuthScreen, paths } from '@puente/host';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, pendingForever } from '../support/api-handlers';
import { becomesVisible, HELD_DELAY, hostParameters, hostScreen } from '../support/host-screen';

const meta = {
  title: 'Host/Routes/auth – Sign in and register',
  component: AuthScreen,
  decorators: [hostScreen(paths.auth.getHref())],
  parameters: {
    ...hostParameters,
    // The benefits panel needs 1024 px; this width shows it whatever the browser's.
    viewport: {
      options: { wide: { name: 'Wide (1280)', styles: { width: '1280px', height: '900px' } } },
    },
  },
} satisfies Meta<typeof AuthScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const wide = { viewport: { value: 'wide' } };
const mobile = { viewport: { value: 'mobile' } };

/** The form once the session has answered (signed out). */
const form = async (canvasElement: HTMLElement, tab: 'Login' | 'Register' = 'Login') => {
  const canvas = within(canvasElement);
  const panel = await canvas.findByRole('tabpanel', { name: tab }, { timeout: 5000 });
  return within(panel);
};

async function signIn(canvasElement: HTMLElement) {
  const login = await form(canvasElement);
  await userEvent.type(login.getByLabelText('Username'), 'ana.garcia');
  await userEvent.type(login.getByLabelText('Password'), 'correct horse');
  await userEvent.click(login.getByRole('button', { name: 'Sign In' }));
  return login;
}

/** The Login tab beside the benefits panel, on a wide screen. */
export const Login: Story = { globals: wide };

export const Register: Story = { args: { defaultTab: 'register' }, globals: wide };

/** Create Account with every rule broken: the core schema's messages under each field. */
export const RegisterWithValidationMessages: Story = {
  args: { defaultTab: 'register' },
  globals: wide,
  play: async ({ canvasElement }) => {
    const register = await form(canvasElement, 'Register');
    await userEvent.type(register.getByLabelText('Email address'), 'ana.garcia@');
    await userEvent.type(register.getByLabelText('Password'), '12345');
    await userEvent.type(register.getByLabelText('Confirm password'), '54321');
    await userEvent.click(register.getByRole('button', { name: 'Create Account' }));
    await expect(await register.findByText('Invalid email address')).toBeVisible();
    await expect(register.getByText('Username is required')).toBeVisible();
    await expect(register.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(register.getByText("Passwords don't match")).toBeVisible();
  },
};

/** The server takes its time: the button says what is happening and ignores presses. */
export const SigningIn: Story = {
  globals: wide,
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/login')),
  play: async ({ canvasElement }) => {
    const login = await signIn(canvasElement);
    const button = await login.findByRole('button', { name: 'Signing in...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CreatingAccount: Story = {
  args: { defaultTab: 'register' },
  globals: wide,
  beforeEach: ({ msw }) => msw.use(pendingForever('post', '/api/register')),
  play: async ({ canvasElement }) => {
    const register = await form(canvasElement, 'Register');
    await userEvent.type(register.getByLabelText('First name'), 'Ana');
    await userEvent.type(register.getByLabelText('Last name'), 'García');
    await userEvent.type(register.getByLabelText('Email address'), 'ana.garcia@example.mx');
    await userEvent.type(register.getByLabelText('Username'), 'ana.garcia');
    await userEvent.type(register.getByLabelText('Password'), 'correct horse');
    await userEvent.type(register.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(register.getByRole('button', { name: 'Create Account' }));
    await expect(
      await register.findByRole('button', { name: 'Creating account...' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Wrong credentials: the server's message inline (fields invalid) and in the destructive toast; the form is usable again. */
export const LoginFailed: Story = {
  globals: wide,
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/login', 401, 'Invalid username or password')),
  play: async ({ canvasElement }) => {
    const login = await signIn(canvasElement);
    await becomesVisible(await screen.findByText('Login failed'));
    await expect(login.getByRole('alert')).toHaveTextContent('Invalid username or password');
    const toasts = screen.getByRole('region', { name: /Notifications/ });
    await expect(within(toasts).getByText('Invalid username or password')).toBeVisible();
    await expect(login.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

/** A taken username: 'Registration failed' with the server's message. */
export const RegistrationFailed: Story = {
  args: { defaultTab: 'register' },
  globals: wide,
  beforeEach: ({ msw }) =>
    msw.use(failsWith('post', '/api/register', 409, 'Username already exists')),
  play: async ({ canvasElement }) => {
    const register = await form(canvasElement, 'Register');
    await userEvent.type(register.getByLabelText('Email address'), 'ana.garcia@example.mx');
    await userEvent.type(register.getByLabelText('Username'), 'ana.garcia');
    await userEvent.type(register.getByLabelText('Password'), 'correct horse');
    await userEvent.type(register.getByLabelText('Confirm password'), 'correct horse');
    await userEvent.click(register.getByRole('button', { name: 'Create Account' }));
    await becomesVisible(await screen.findByText('Registration failed'));
    await expect(screen.getByText('Username already exists')).toBeVisible();
  },
};

/** Signed in: 'Login successful', held here instead of SPEC's 1 s pause before /intro. */
export const LoginSuccessful: Story = {
  globals: wide,
  parameters: { delays: { authRedirect: HELD_DELAY } },
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await becomesVisible(await screen.findByText('Login successful'));
    await expect(screen.getByText('Welcome back, ana.garcia')).toBeVisible();
  },
};

/** The session is still being read: a spinner instead of a form that may not apply. */
export const SessionLoading: Story = {
  globals: wide,
  beforeEach: ({ msw }) => msw.use(pendingForever('get', '/api/user')),
};

/** 768 px: the form alone, no benefits panel. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet' } } };

export const Mobile: Story = { globals: mobile };

export const MobileRegister: Story = { args: { defaultTab: 'register' }, globals: mobile };

export const MobileRegisterWithValidationMessages: Story = {
  ...RegisterWithValidationMessages,
  globals: mobile,
};

export const Dark: Story = { globals: { ...wide, theme: 'dark' } };

export const DarkLoginFailed: Story = { ...LoginFailed, globals: { ...wide, theme: 'dark' } };

export const DarkMobile: Story = { globals: { ...mobile, theme: 'dark' } };

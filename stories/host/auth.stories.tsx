import { AuthScreen, paths } from '@puente/host';
import { FAKE_SCHOOL, HAND_OFF_TOKENS } from '@puente/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { failsWith, handOffs, pendingForever, signedIn } from '../support/api-handlers';
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

/** Fills in the Register tab (the name only `withName`), accepts the privacy notice and presses Create Account. */
async function createAccount(canvasElement: HTMLElement, { withName = false } = {}) {
  const register = await form(canvasElement, 'Register');
  if (withName) {
    await userEvent.type(register.getByLabelText('First name'), 'Ana');
    await userEvent.type(register.getByLabelText('Last name'), 'García');
  }
  await userEvent.type(register.getByLabelText('Email address'), 'ana.garcia@example.mx');
  await userEvent.type(register.getByLabelText('Username'), 'ana.garcia');
  await userEvent.type(register.getByLabelText('Password'), 'correct horse');
  await userEvent.type(register.getByLabelText('Confirm password'), 'correct horse');
  await userEvent.click(
    register.getByRole('checkbox', { name: 'I have read and accept the privacy notice' }),
  );
  await userEvent.click(register.getByRole('button', { name: 'Create Account' }));
  return register;
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
    await expect(
      register.getByText('Please accept the privacy notice to create your account'),
    ).toBeVisible();
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
    const register = await createAccount(canvasElement, { withName: true });
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
    await createAccount(canvasElement);
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

/** A registration link from a school's finder: the programmes and the school, by name, before registering. */
export const HandOffFromSchool: Story = {
  args: {
    defaultTab: 'register',
    handOff: { token: HAND_OFF_TOKENS.fromSchool, picks: [], school: null },
  },
  globals: wide,
  beforeEach: ({ msw }) => msw.use(...handOffs()),
  play: async ({ canvasElement }) => {
    const register = await form(canvasElement, 'Register');
    await expect(
      await register.findByRole(
        'region',
        { name: `Programs you picked on ${FAKE_SCHOOL.name}’s site` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Signed in through a school's link: a checkbox a programme (all ticked) and the choice to join the school. */
export const HandOffConfirmation: Story = {
  args: { handOff: { token: HAND_OFF_TOKENS.fromSchool, picks: [], school: null } },
  globals: wide,
  beforeEach: ({ msw }) => msw.use(signedIn, ...handOffs()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: `Join ${FAKE_SCHOOL.name} on Puente?` },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    for (const box of canvas.getAllByRole('checkbox').slice(0, 3)) await expect(box).toBeChecked();
  },
};

export const MobileHandOffConfirmation: Story = { ...HandOffConfirmation, globals: mobile };

export const DarkHandOffConfirmation: Story = {
  ...HandOffConfirmation,
  globals: { ...wide, theme: 'dark' },
};

/** A hand-off attributed to no school (an old link, or a site the key is not registered for): no question about joining. */
export const HandOffConfirmationWithoutSchool: Story = {
  args: { handOff: { token: HAND_OFF_TOKENS.unattributed, picks: [], school: null } },
  globals: wide,
  beforeEach: ({ msw }) => msw.use(signedIn, ...handOffs()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'You picked them on another site. Untick any you do not want.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Save pressed: busy until the server answers. */
export const HandOffSaving: Story = {
  args: { handOff: { token: HAND_OFF_TOKENS.fromSchool, picks: [], school: null } },
  globals: wide,
  beforeEach: ({ msw }) =>
    msw.use(
      signedIn,
      pendingForever('post', `/api/hand-offs/${HAND_OFF_TOKENS.fromSchool}/accept`),
      ...handOffs(),
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save' }, { timeout: 5000 }));
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** An expired or used link: said plainly, and the sign-in still works. */
export const HandOffExpired: Story = {
  args: {
    defaultTab: 'register',
    handOff: { token: HAND_OFF_TOKENS.expired, picks: [], school: null },
  },
  globals: wide,
  beforeEach: ({ msw }) => msw.use(...handOffs()),
  play: async ({ canvasElement }) => {
    const register = await form(canvasElement, 'Register');
    await expect(await register.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This link to your programs has expired or was already used.',
    );
  },
};

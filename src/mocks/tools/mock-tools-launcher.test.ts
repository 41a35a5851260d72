import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MOCK_TOOLS_ROOT_ID, showMockToolsLauncher } from './mock-tools-launcher';

// Generous waits: the panel's module loads at the first click, and the machine may be busy.
const wait = { timeout: 5000 };

afterEach(async () => {
  // A test that opened the panel closes it, so its polling stops before the container goes.
  const close = screen.queryByRole('button', { name: 'Close mock tools' });
  if (close) {
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), wait);
  }
  document.getElementById(MOCK_TOOLS_ROOT_ID)?.remove();
});

describe('showMockToolsLauncher', () => {
  it('adds one "Mock tools" button after the app, and only one however often it is called', () => {
    const app = document.body.appendChild(document.createElement('div'));
    showMockToolsLauncher();
    showMockToolsLauncher();
    const buttons = screen.getAllByRole('button', { name: 'Mock tools' });
    expect(buttons).toHaveLength(1);
    expect(app.compareDocumentPosition(buttons[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    app.remove();
  });

  it('opens the panel at the first click, and gives the focus back to its button when it closes', async () => {
    const user = userEvent.setup();
    showMockToolsLauncher();
    await user.click(screen.getByRole('button', { name: 'Mock tools' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mock tools' }, wait);
    expect(within(drawer).getByRole('region', { name: 'Mock inbox' })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Close mock tools' }));
    const button = await screen.findByRole('button', { name: 'Mock tools' }, wait);
    await waitFor(() => expect(button).toHaveFocus(), wait);
    expect(screen.getAllByRole('button', { name: 'Mock tools' })).toHaveLength(1);
  });
});

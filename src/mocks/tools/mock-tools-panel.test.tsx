import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/api/client';
import { getMockInbox } from '../db';
import { getMockFaults } from '../scenarios/faults';
import { MockToolsPanel } from './mock-tools-panel';

// Generous waits: the panel polls the db, and the machine may be busy with other test runs.
const wait = { timeout: 5000 };

function renderPanel(props: Parameters<typeof MockToolsPanel>[0] = {}) {
  return render(
    <MantineProvider>
      <MockToolsPanel refreshIntervalMs={50} {...props} />
    </MantineProvider>,
  );
}

describe('MockToolsPanel', () => {
  it('opens from the floating button and lists the demo accounts', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Mock tools' }));
    const drawer = await screen.findByRole('dialog', { name: 'Mock tools' }, wait);
    const accounts = within(drawer).getByRole('table');
    expect(within(accounts).getByRole('row', { name: /javery.*Portal#2024.*Jordan Avery.*Agent/ })).toBeInTheDocument();
    expect(
      within(accounts).getByRole('row', { name: /mlee.*Portal#2024.*Morgan Lee.*Sales Manager/ }),
    ).toBeInTheDocument();
  });

  it('shows each recovery code sent, newest first, while open', async () => {
    renderPanel({ defaultOpened: true });
    const inbox = await screen.findByRole('region', { name: 'Mock inbox' }, wait);
    expect(within(inbox).getByText(/No e-mail sent yet/)).toBeInTheDocument();

    await apiClient.POST('/forgot-password', { body: { username: 'javery' } });
    await apiClient.POST('/forgot-password', { body: { username: 'mlee' } });
    const [newest, oldest] = await getMockInbox();
    const list = await within(inbox).findByRole('list', { name: 'E-mails, newest first' }, wait);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), wait);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(`To morgan.lee@example.com`);
    expect(items[0]).toHaveTextContent(newest?.code ?? 'missing');
    expect(items[1]).toHaveTextContent(`To jordan.avery@example.com`);
    expect(items[1]).toHaveTextContent(oldest?.code ?? 'missing');
  });

  it('switches the fault of an operation', async () => {
    const user = userEvent.setup();
    renderPanel({ defaultOpened: true });
    const select = await screen.findByRole('combobox', { name: /Sign in \(POST \/\{provider\}\/login\)/ }, wait);
    await waitFor(() => expect(select).toHaveValue('none'), wait);
    await user.selectOptions(select, 'HTTP 500');
    await waitFor(async () => expect((await getMockFaults()).login).toBe('http-500'), wait);
    const answer = await apiClient.POST('/{provider}/login', {
      params: { path: { provider: 'portal' } },
      body: { username: 'javery', password: 'Portal#2024', rememberMe: false },
    });
    expect(answer.response.status).toBe(500);
  });

  it('Reset mock data re-seeds, then calls onReset', async () => {
    const user = userEvent.setup();
    const onReset = vi.fn();
    await apiClient.POST('/forgot-password', { body: { username: 'javery' } });
    renderPanel({ defaultOpened: true, onReset });
    await user.click(await screen.findByRole('button', { name: 'Reset mock data' }, wait));
    await waitFor(() => expect(onReset).toHaveBeenCalledTimes(1), wait);
    expect(await getMockInbox()).toEqual([]);
  });
});

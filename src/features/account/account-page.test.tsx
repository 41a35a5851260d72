import { userChangeSaved, readCurrentUser } from '@/session/signed-in';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoUser, renderApp } from '@/testing/render';
import { signInAs } from '@/testing/account';
import { accountTexts } from './constants';
import { shownPageTitle } from '@/shared/browser/shown-page-title';
import { NARROW_HEADER_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { whileMediaMatches } from '@/testing/phone-width';

describe('AccountPage', () => {
  it('/account/view-profile shows Your Profile titled "{first name} Account Settings"', async () => {
    renderApp('/account/view-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
    expect(shownPageTitle()).toBe('Jordan Account Settings');
    expect(document.title).toContain('Jordan Account Settings');
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('runs the breadcrumbs Home, Account, current section', async () => {
    // Below lg, where the trail keeps its row (from lg up it is the header's: app-shell.test.tsx).
    whileMediaMatches(NARROW_HEADER_MEDIA_QUERY);
    renderApp('/account/change-password');
    const trail = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(trail.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/view-profile');
    expect(trail.getByText('Change Password')).toHaveAttribute('aria-current', 'page');
  });

  it('the account menu switches between the two pages', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/account/view-profile');
    const menu = within(await screen.findByRole('navigation', { name: 'Account menu' }));
    expect(menu.getByRole('link', { name: 'Your Profile' })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('href', '/account/change-password');

    await user.click(menu.getByRole('link', { name: 'Change Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/account/change-password');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Change Password' })).toHaveAttribute('aria-current', 'page');
    expect(shownPageTitle()).toBe('Jordan Account Settings');

    await user.click(menu.getByRole('link', { name: 'Your Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
  });

  it('follows the first name of whoever is signed in, and its changes', async () => {
    const morgan = await signInAs('mlee');
    renderApp('/account/view-profile', { user: morgan });
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(shownPageTitle()).toBe('Morgan Account Settings');
    // The server's userInfo has replaced the token's (it would replace a patch made before it).
    await waitFor(() => expect(readCurrentUser()?.email).toBe('morgan.lee@example.com'));
    userChangeSaved({ fname: 'Mo' });
    await waitFor(() => expect(shownPageTitle()).toBe('Mo Account Settings'));
  });

  it('a saved profile changes the header greeting and initials at once', async () => {
    const user = userEvent.setup();
    const jordan = await signInAs('javery');
    renderApp('/account/view-profile', { user: jordan });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Riley');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Stone');
    expect(screen.getByText('Hello Jordan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // Said in the card and, where the shell is, at the top of the screen too.
    await waitFor(() => expect(screen.getAllByText(accountTexts.profileUpdated)).toHaveLength(2));
    // Without a reload; the query cache tells the header on its next tick, not in the form's render.
    expect(await screen.findByText('Hello Riley')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /open account panel/i })).toHaveTextContent('RS');
    expect(shownPageTitle()).toBe('Riley Account Settings');
  });

  it('an unknown slug shows the not-found page', async () => {
    const { router } = renderApp('/account/settings', { user: demoUser });
    await waitFor(() => expect(router.state.status).toBe('idle'));
    await waitFor(() => expect(router.state.matches.some((match) => match.status === 'notFound')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Your Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: '404 Page not found' })).toBeInTheDocument();
  });
});

import { useSessionStore } from '@/session/session-store';
import { readCurrentUser } from '@/session/signed-in';
import { readStoredUserInfo } from '@/session/stored-user-info';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { internalServerError } from '@/mocks/scenarios/faults';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@/testing/render';
import { LiveAnnouncer } from '@/shared/ui/live-announcer';
import { signInAs } from '@/testing/account';
import { recordPostedBodies } from '@/testing/request-bodies';
import { accountTexts } from '../constants';
import { ProfileView } from './profile-view';
import { expectConfirmedForFiveSeconds } from '@/testing/shown-for-five-seconds';

/**
 * Signs `user` in as a start from the stored token does (no e-mail or phone in it) and lets the server's
 * userInfo answer with `user` itself: the e-mail and phone the profile shows are the server's.
 */
function signedInAsServerAnswers(user: Parameters<ReturnType<typeof useSessionStore.getState>['signedIn']>[0]) {
  server.use(http.post('*/get-session', () => HttpResponse.json({ userInfo: { ...user, id: 99 } })));
  useSessionStore.getState().signedIn(user);
}

/** The JSON bodies sent to /update-profile (the mock backend answers them). */
const spyOnUpdateProfile = () => recordPostedBodies('*/update-profile');

async function setup(username: 'javery' | 'mlee' = 'javery') {
  await signInAs(username);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const { queryClient } = renderWithProviders(
    <>
      <ProfileView />
      <LiveAnnouncer />
    </>,
  );
  await screen.findByRole('button', { name: 'Edit Profile' });
  return Object.assign(user, { queryClient });
}

/** The profile in edit mode, as a click on Edit Profile opens it. */
async function setupEditing() {
  const user = await setup();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return user;
}

/** A field of edit mode, by its label. */
const field = (label: string) => screen.getByRole('textbox', { name: label });
/** A value as view mode shows it (text under its label, not a field), by its label. */
const shown = (label: string) => screen.getByLabelText(label, { selector: 'dd' });

// The shared set-up gives the real timers back after each test (src/testing/setup.ts).
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

describe('ProfileView', () => {
  it('shows the saved profile read only in view mode', async () => {
    await setup();
    expect(shown('Username')).toHaveTextContent('javery');
    // From the server's userInfo: the token carries no e-mail.
    await waitFor(() => expect(shown('Email')).toHaveTextContent('jordan.avery@example.com'));
    expect(shown('First name')).toHaveTextContent('Jordan');
    expect(shown('Last name')).toHaveTextContent('Avery');
    expect(shown('Phone')).toHaveTextContent('(555) 123-4567');
    // Read as text, not as greyed-out inputs (review m16).
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('Edit Profile unlocks first name, last name and phone; username and e-mail stay read only', async () => {
    await setupEditing();

    for (const label of ['First name', 'Last name', 'Phone']) expect(field(label)).not.toHaveAttribute('readonly');
    expect(shown('Username')).toHaveTextContent('javery');
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('Edit Profile is a default button on the read-only view; Save Changes is the primary of edit mode', async () => {
    const user = await setup();
    // A seventh grade: a filled primary on a view that only reads outweighed the values.
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveAttribute('data-variant', 'default');
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    // Mantine's filled, its default, leaves the attribute off.
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toHaveAttribute('data-variant');
  });

  it('does not save when Edit Profile is clicked', async () => {
    const bodies = spyOnUpdateProfile();
    await setupEditing();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(bodies).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('keeps a phone as typed, says what it accepts, and saves nothing until it has fewer than 11 digits', async () => {
    const bodies = spyOnUpdateProfile();
    const user = await setupEditing();
    expect(field('Phone')).toHaveAccessibleDescription(accountTexts.phoneHint);
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '+1 (555) 987-6543');
    // Nothing cut: the number stays as typed, and the field says why it cannot be saved.
    expect(field('Phone')).toHaveValue('+1 (555) 987-6543');
    expect(field('Phone')).toHaveAccessibleDescription(expect.stringContaining(accountTexts.phoneTooManyDigits(11)));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(bodies).toEqual([]);
    expect(field('Phone')).toHaveValue('+1 (555) 987-6543');
    // Without the country code it is right: its digits are saved.
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '(555) 987-6543');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.profileUpdated);
    expect(bodies).toEqual([{ fname: 'Jordan', lname: 'Avery', phone: 5559876543, session_token: 'oa_user_info' }]);
  });

  it('saves the changes with the phone as an integer, reloads the user and confirms for 5 s', async () => {
    const bodies = spyOnUpdateProfile();
    const user = await setupEditing();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Jordyn');
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'Avery-Smith');
    await user.clear(field('Phone'));
    await user.type(field('Phone'), '555-000-1111');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByTestId('confirmation')).toHaveTextContent(accountTexts.profileUpdated);
    expect(bodies).toEqual([
      { fname: 'Jordyn', lname: 'Avery-Smith', phone: 5550001111, session_token: 'oa_user_info' },
    ]);
    // Back in view mode with the saved values.
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(shown('First name')).toHaveTextContent('Jordyn');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(shown('Phone')).toHaveTextContent('(555) 000-1111');
    // The user data was reloaded from the server (fresh token), so the header greets the new name.
    expect(readCurrentUser()).toMatchObject({
      fname: 'Jordyn',
      lname: 'Avery-Smith',
      phone: '5550001111',
    });
    expect(readStoredUserInfo()).toMatchObject({ fname: 'Jordyn', lname: 'Avery-Smith' });

    await expectConfirmedForFiveSeconds(accountTexts.profileUpdated);
  });

  it('sends null when the phone is emptied', async () => {
    const bodies = spyOnUpdateProfile();
    const user = await setupEditing();
    await user.clear(field('Phone'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByTestId('confirmation');
    expect(bodies).toEqual([{ fname: 'Jordan', lname: 'Avery', phone: null, session_token: 'oa_user_info' }]);
    expect(shown('Phone')).toHaveTextContent(accountTexts.notSet);
    expect(readCurrentUser()?.phone).toBeNull();
  });

  it.each([
    ['the server fails', () => internalServerError('updateProfile')],
    ['the network fails', () => HttpResponse.error()],
  ])('when %s, says nothing but keeps the edits in edit mode', async (_case, answer) => {
    let calls = 0;
    server.use(
      http.post('*/update-profile', () => {
        calls += 1;
        return answer();
      }),
    );
    await signInAs('javery');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { queryClient } = renderWithProviders(
      <>
        <ProfileView />
        <LiveAnnouncer />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Jordyn');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    // The call was made and its failure handled.
    await waitFor(() => expect(calls).toBe(1));
    await waitFor(() => expect(queryClient.isMutating()).toBe(0));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(field('First name')).toHaveValue('Jordyn');
    expect(field('First name')).not.toHaveAttribute('readonly');
    expect(screen.queryByText(accountTexts.profileUpdated)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(accountTexts.profileUpdated)).not.toBeInTheDocument();
    expect(readCurrentUser()?.fname).toBe('Jordan');
  });

  it('an empty or over-long name is refused in the form, with a message, before anything is sent', async () => {
    const bodies = spyOnUpdateProfile();
    const user = await setupEditing();
    await user.clear(field('First name'));
    await user.clear(field('Last name'));
    await user.type(field('Last name'), 'A'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText(accountTexts.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText('At most 50 characters')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(field('Last name')).toHaveValue('A'.repeat(51));
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(readCurrentUser()?.lname).toBe('Avery');
  });

  it('Cancel restores the saved values', async () => {
    const bodies = spyOnUpdateProfile();
    const user = await setupEditing();
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Someone');
    await user.type(field('Phone'), '999');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(shown('First name')).toHaveTextContent('Jordan');
    expect(shown('Phone')).toHaveTextContent('(555) 123-4567');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(field('First name')).toHaveValue('Jordan');
    expect(bodies).toHaveLength(0);
  });

  it('shows a missing phone or e-mail as a dimmed "Not set"', async () => {
    signedInAsServerAnswers({
      company: 'Evergreen Life',
      username: 'nobody',
      fname: 'No',
      lname: 'Body',
      role: 'Unknown',
      email: null,
      phone: null,
      picture: null,
    });
    renderWithProviders(
      <>
        <ProfileView />
        <LiveAnnouncer />
      </>,
    );
    expect(await screen.findByLabelText('Email', { selector: 'dd' })).toHaveTextContent(/^Not set$/);
    expect(shown('Phone')).toHaveTextContent(/^Not set$/);
  });

  it('renders names as text, never as markup', async () => {
    signedInAsServerAnswers({
      company: 'Evergreen Life',
      username: 'x',
      fname: '<img src=x onerror=alert(1)>',
      lname: '<b>Bold</b>',
      role: 'Unknown',
      email: null,
      phone: null,
      picture: null,
    });
    const { container } = renderWithProviders(
      <>
        <ProfileView />
        <LiveAnnouncer />
      </>,
    );
    expect(await screen.findByLabelText('First name', { selector: 'dd' })).toHaveTextContent(
      '<img src=x onerror=alert(1)>',
    );
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it("waits for the server's e-mail and phone before it shows or edits them (issue 58, item 4)", async () => {
    await signInAs('javery'); // from the token: no e-mail or phone in it
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/get-session', async () => {
        await answered;
        return undefined; // then the mock backend's own answer
      }),
    );
    renderWithProviders(<ProfileView />);
    expect(await screen.findByText(accountTexts.loadingProfile)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    answer();
    expect(await screen.findByLabelText('Email', { selector: 'dd' })).toHaveTextContent('jordan.avery@example.com');
    expect(shown('Phone')).not.toHaveTextContent(/^Not set$/);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { leaveSignInNotice, pageAfterWorkplaceSignOut } from '@/shared/browser/signed-out-page';
import { renderApp } from '@/testing/render';
import { AUTH_TEXT, SIGN_IN_NOTICE_TEXT } from '../constants';

/** The sign-in page's announcements (role="status"), by their text. */
async function statusTexts() {
  await screen.findByRole('heading', { name: AUTH_TEXT.loginTitle });
  return screen.queryAllByRole('status').map((status) => status.textContent);
}

describe("/login's reason after a session ended by itself (R10.6)", () => {
  it('says why once, announced politely, and drops the reason so it is never said again', async () => {
    leaveSignInNotice({ reason: 'idle', workplaceEnded: false });
    const { unmount } = renderApp('/login', { user: null });
    expect(await statusTexts()).toContain('You were signed out after 30 minutes without use.');
    expect(screen.getByText(SIGN_IN_NOTICE_TEXT.idle).closest('[role="status"]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await waitFor(() => expect(sessionStorage.getItem('oa_sign_in_notice')).toBeNull());
    unmount();

    renderApp('/login', { user: null });
    expect(await statusTexts()).not.toContain(SIGN_IN_NOTICE_TEXT.idle);
  });

  it('adds that the workplace sign-in ended with the session, and says nothing else of who it was', async () => {
    leaveSignInNotice({ reason: 'ended', workplaceEnded: true });
    renderApp('/login', { user: null });
    expect(await statusTexts()).toContain(`${SIGN_IN_NOTICE_TEXT.ended} ${SIGN_IN_NOTICE_TEXT.workplaceEnded}`);
  });

  it('reads a reason that is not one of its codes as none', async () => {
    sessionStorage.setItem('oa_sign_in_notice', JSON.stringify({ reason: '<b>Jordan</b>', workplaceEnded: false }));
    renderApp('/login', { user: null });
    const texts = await statusTexts();
    expect(texts.some((text) => text?.includes('Jordan'))).toBe(false);
    expect(sessionStorage.getItem('oa_sign_in_notice')).toBeNull();
  });

  it("the provider's sign-out page comes back to the reason, or to the user's own sign-out without one", () => {
    expect(pageAfterWorkplaceSignOut()).toBe('/login?signedOut=1');
    leaveSignInNotice({ reason: 'expired', workplaceEnded: true });
    expect(pageAfterWorkplaceSignOut()).toBe('/login');
  });

  it("the user's own sign-out says only that they signed out", async () => {
    renderApp('/login?signedOut=1', { user: null });
    const texts = await statusTexts();
    expect(texts).toContain(AUTH_TEXT.signedOut);
    for (const reason of Object.values(SIGN_IN_NOTICE_TEXT)) expect(texts.join(' ')).not.toContain(reason);
  });
});

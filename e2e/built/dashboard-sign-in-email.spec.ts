import { SIGN_IN_TEXT } from '../../src/features/reports/constants';
import { expect, test } from '../support/stand-ins-test';
import { SIGN_IN_PATH } from '../support/reports';
import { signInByForm } from '../support/session';
import { IDENTITY_ORIGIN, serverHook } from '../support/workplace';

/**
 * Issue 58, item 4: since contract 4.0.0 the bearer carries no e-mail, so after a start from the stored
 * sign-in the person's e-mail is unknown until `get-session` answers. The dashboard sign-in page waits
 * for it, saying it is getting ready, and never tells a person who has one that they have none.
 * Production build behind nginx against the mock server (its `delay-3s` fault) and the stand-ins.
 */

test('reloaded with a slow get-session, the dashboard sign-in page waits for the e-mail, then opens the sign-in', async ({
  page,
  request,
}) => {
  await signInByForm(page, 'javery');
  await serverHook(request, 'fault', { operationId: 'getSession', fault: 'delay-3s' });
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/get-session');
  const popupOpened = page.waitForEvent('popup');

  await page.goto(SIGN_IN_PATH); // a full load: the start from the stored token, its e-mail unknown

  const status = page.getByRole('status');
  await expect(status).toContainText(SIGN_IN_TEXT.waiting);
  await expect(page.getByText(SIGN_IN_TEXT.noEmail)).toHaveCount(0);
  expect((await answered).status()).toBe(200);
  const popup = await popupOpened;
  await expect(popup).toHaveURL(new RegExp(`^${IDENTITY_ORIGIN}/`));
  await expect(page.getByText(SIGN_IN_TEXT.noEmail)).toHaveCount(0);
  await expect(status).toContainText(SIGN_IN_TEXT.waiting);
});

import { expect, type Page } from '@playwright/test';

/** Helpers of the account browser tests. */

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A file for `setInputFiles`: `size` bytes that start like a PNG (a real 1x1 PNG when `size` is omitted). */
export function pngUpload(name = 'portrait.png', size?: number, mimeType = 'image/png') {
  const buffer = Buffer.alloc(size ?? PNG_1X1.length);
  PNG_1X1.copy(buffer, 0, 0, Math.min(buffer.length, PNG_1X1.length));
  return { name, mimeType, buffer };
}

/** A small GIF, a picture type the portal does not accept. */
export function gifUpload(name = 'animation.gif') {
  return {
    name,
    mimeType: 'image/gif',
    buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
  };
}

/** The hidden file input behind "Change picture". */
export function pictureChooser(page: Page) {
  return page.getByLabel('Choose a new picture');
}

/** Chooses a picture the portal accepts and uploads it from the preview it shows first. */
export async function uploadPicture(page: Page, file: ReturnType<typeof pngUpload>) {
  await pictureChooser(page).setInputFiles(file);
  await page.getByRole('dialog', { name: 'Your new picture' }).getByRole('button', { name: 'Upload picture' }).click();
}

/** The header: greeting and avatar button. */
export function header(page: Page) {
  return page.getByRole('banner');
}

/** Opens an account page the way a person does: the avatar's side panel, then the link. */
export async function openAccountPage(page: Page, link: 'Your Profile' | 'Change Password') {
  await header(page)
    .getByRole('button', { name: /open account panel/i })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
  // Following a link closes the panel, so the page behind it can be used.
  await expect(page.getByRole('dialog')).toBeHidden();
}

/**
 * Opens the avatar panel and confirms Sign Out in "Are you sure?". `fullName` also checks whose panel
 * it is. What happens next (the sign-in page, or a fault) is up to the caller.
 */
export async function confirmSignOutInPanel(page: Page, fullName?: string) {
  await header(page)
    .getByRole('button', { name: /open account panel/i })
    .click();
  await page
    .getByRole('dialog', fullName ? { name: fullName } : {})
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Sign Out' }).click();
}

/** Signs out through the avatar panel and its "Are you sure?" confirmation, ending on the sign-in page. */
export async function signOutViaPanel(page: Page, fullName: string) {
  await confirmSignOutInPanel(page, fullName);
  await expect(page).toHaveURL(/\/login$/);
}

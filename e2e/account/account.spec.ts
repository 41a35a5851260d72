import { expect, test } from '@playwright/test';
import {
  gifUpload,
  header,
  openAccountPage,
  pictureChooser,
  pngUpload,
  signOutViaPanel,
  uploadPicture,
} from '../support/account';
import { failOnUncaughtError } from '../support/page-errors';
import { accountTexts } from '../../src/features/account/constants';
import { cssColor } from '../../src/testing/css-color';
import { DEMO_PASSWORD, LIGHT_FIELD_ERROR_RGB, loginForm, signIn } from '../support/session';

const POLICY =
  'Password must be 8 to 16 characters long and contain at least 1 uppercase letter, 1 lowercase letter, 1 number and 1 special character (! @ # $ % ^ & * _)';

test.describe('account: profile', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await openAccountPage(page, 'Your Profile');
  });

  test('is titled with the first name and reached by breadcrumbs and the account menu', async ({ page }) => {
    await expect(header(page).getByText('Jordan Account Settings', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Jordan Account Settings/);
    // The trail, in the header at this width as a module's page's is, ends in the header's title.
    const trail = header(page).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Home', 'Account']);
    await expect(trail.getByText('Jordan Account Settings', { exact: true })).toHaveAttribute('aria-current', 'page');

    const menu = page.getByRole('navigation', { name: 'Account menu' });
    await menu.getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/account\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await menu.getByRole('link', { name: 'Your Profile' }).click();
    await expect(page).toHaveURL(/\/account\/view-profile$/);
  });

  test('edits the profile and the header changes at once', async ({ page }) => {
    failOnUncaughtError(page);
    await expect(header(page).getByText('Hello Jordan')).toBeVisible();
    // View mode reads as text under labels, not as greyed-out fields (review m16).
    await expect(page.getByLabel('Username')).toHaveText('javery');
    await expect(page.getByLabel('Email')).toHaveText('jordan.avery@example.com');
    await expect(page.getByRole('textbox')).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Riley');
    await page.getByLabel('Last name').fill('Stone');
    await page.getByLabel('Phone').fill('');
    await page.getByLabel('Phone').pressSequentially('(555) 222-3333');
    // Kept as typed; its digits are what is saved.
    await expect(page.getByLabel('Phone')).toHaveValue('(555) 222-3333');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByTestId('confirmation').getByText('Profile updated successfully')).toBeVisible();
    // Screen readers hear it through the shell's one live region.
    await expect(page.getByTestId('live-announcer')).toHaveText('Profile updated successfully');
    await expect(header(page).getByText('Hello Riley')).toBeVisible();
    await expect(header(page).getByRole('button', { name: /open account panel/i })).toContainText('RS');
    await expect(header(page).getByText('Riley Account Settings', { exact: true })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveText('Riley');
    await expect(page.getByRole('textbox')).toHaveCount(0);

    // Stored by the backend: a reload shows the new data.
    await page.reload();
    await expect(page.getByLabel('First name')).toHaveText('Riley');
    // Stored as ten digits; the profile shows a ten-digit number grouped (design review m7).
    await expect(page.getByLabel('Phone')).toHaveText('(555) 222-3333');
    await expect(header(page).getByText('Hello Riley')).toBeVisible();
  });

  test('Cancel restores the saved values', async ({ page }) => {
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('First name').fill('Someone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('First name')).toHaveText('Jordan');
    await expect(header(page).getByText('Hello Jordan')).toBeVisible();
  });

  test('uploads a valid picture, which the header avatar shows, and enlarges it', async ({ page }) => {
    await uploadPicture(page, pngUpload());
    await expect(page.getByTestId('confirmation').getByText('Picture updated successfully')).toBeVisible();

    const headerPicture = header(page).getByRole('img', { name: 'Jordan Avery' });
    await expect(headerPicture).toHaveAttribute('src', /\/profile-pictures\/[0-9a-f]{32}\/image$/);

    await page.getByRole('button', { name: 'View large picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile picture' });
    await expect(dialog.getByRole('img', { name: 'Profile picture of Jordan Avery' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('refuses an oversize picture and a wrong type without uploading', async ({ page }) => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/upload-profile-picture')) uploads.push(request.url());
    });

    await pictureChooser(page).setInputFiles(pngUpload('large.png', 600 * 1024));
    await expect(page.getByRole('alert')).toHaveText('Max file size must be under 500KB');

    await pictureChooser(page).setInputFiles(gifUpload());
    await expect(page.getByRole('alert')).toHaveText('Only png, webp, jpeg or jpg images are allowed');

    await pictureChooser(page).setInputFiles(pngUpload('renamed.gif'));
    await expect(page.getByRole('alert')).toHaveText('Only png, webp, jpeg or jpg images are allowed');

    expect(uploads).toEqual([]);
    await expect(header(page).getByRole('button', { name: /open account panel/i })).toContainText('JA');
  });

  test('an unknown account page is not found', async ({ page }) => {
    await page.goto('/account/settings');
    await expect(page.getByRole('img', { name: '404 Page not found' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toHaveCount(0);
  });
});

test.describe('account: change password', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
    await openAccountPage(page, 'Change Password');
  });

  test('reveals a field only while Hold To Peek is held', async ({ page }) => {
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    const peek = page.getByRole('button', { name: 'Hold To Peek' }).first();
    await peek.hover();
    await page.mouse.down();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('type', 'text');
    await page.mouse.up();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveAttribute('type', 'password');
  });

  test('asks for each empty field under it, and for all fields once', async ({ page }) => {
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Update password' }).click();
    // R5.2's sentence once, as the form's alert; each empty field's own words under it, describing it; what was
    // typed stays and the first empty field has the focus.
    await expect(page.getByRole('alert')).toHaveText('All fields are required');
    await expect(page.getByText('All fields are required').filter({ visible: true })).toHaveCount(1);
    for (const [label, words] of [
      ['New password', accountTexts.enterNewPassword],
      ['Confirm password', accountTexts.confirmNewPassword],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(words);
      await expect(page.getByText(words)).toBeVisible();
    }
    await expect(page.getByText(accountTexts.enterCurrentPassword)).toHaveCount(0);
    await expect(page.getByLabel('New password', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Current password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  });

  test('says a wrong current password under that field and focuses it', async ({ page }) => {
    await page.getByLabel('Current password', { exact: true }).fill('Wrong#2024');
    await page.getByLabel('New password', { exact: true }).fill('Evergreen_25');
    await page.getByLabel('Confirm password', { exact: true }).fill('Evergreen_25');
    await page.getByRole('button', { name: 'Update password' }).click();
    // The server's words (R8.2) as the field's error, announced; no alert under the form.
    const current = page.getByLabel('Current password', { exact: true });
    await expect(page.getByRole('alert')).toHaveText('Old password is incorrect');
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Old password is incorrect');
    await expect(current).toBeFocused();
    await expect(page.locator('.mantine-Alert-root')).toHaveCount(0);
  });

  test("shows the server's policy error for a weak password", async ({ page }) => {
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('weakpass');
    await page.getByLabel('Confirm password', { exact: true }).fill('weakpass');
    await page.getByRole('button', { name: 'Update password' }).click();
    // Said once, as the New password field's error (the eighth grade: not also an alert repeating the checklist), in
    // red: the portal's field-error colour (--mantine-color-error, red.8 in light, AA).
    const error = page.getByRole('alert');
    await expect(error).toHaveText(POLICY);
    await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    const fieldErrorRed = await page.evaluate(cssColor, 'var(--mantine-color-error)');
    expect(fieldErrorRed).toBe(LIGHT_FIELD_ERROR_RGB);
    await expect(error).toHaveCSS('color', fieldErrorRed);
  });

  test('changes the password: the new one signs in, the old one no longer does', async ({ page }) => {
    // Three sign-ins (the first, a refused one, the new password) with real password hashing.
    test.slow();
    await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill('Evergreen_25');
    await page.getByLabel('Confirm password', { exact: true }).fill('Evergreen_25');
    await page.getByRole('button', { name: 'Update password' }).click();

    await expect(page.getByTestId('confirmation').getByText('Password updated successfully')).toBeVisible();
    await expect(page.getByTestId('live-announcer')).toHaveText('Password updated successfully');
    for (const label of ['Current password', 'New password', 'Confirm password']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }

    await signOutViaPanel(page, 'Jordan Avery');
    await loginForm(page).submitAs('javery', DEMO_PASSWORD);
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'javery', 'Evergreen_25');
    await expect(header(page).getByText('Hello Jordan')).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import { openAccountPage, pictureChooser } from './support/account';
import { framePage, recordEmbedEvents, reportFrame, reportRegion, REPORT_PATH, signInToDashboards } from './support/reports';
import { signIn } from './support/session';

// Not committed: retakes the usability review's screenshots of the screens issue 42 changed.
const DIR = '/work/shared/reviews/usability-2026-11-26/retake-issue-42';
test.describe.configure({ timeout: 240_000 });

test('desktop and dark', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordEmbedEvents(page);
  await signIn(page);
  await page.goto(REPORT_PATH);
  await expect(page.getByRole('link', { name: 'Dashboard Login' })).toBeVisible();
  await page.screenshot({ path: `${DIR}/d1-07-mi-signed-out.png` });
  await signInToDashboards(page);
  await page.screenshot({ path: `${DIR}/d1-11-report-rendered.png` });
  const region = reportRegion(page);
  await region.getByRole('tab', { name: 'Monthly Trend' }).click();
  await expect(framePage(page, 'Monthly Trend')).toBeVisible();
  await reportFrame(page).locator('rect.bar', { has: page.locator('title', { hasText: 'Sep:' }) }).click();
  await region.getByRole('button', { name: 'Share', exact: true }).click();
  await page.getByRole('dialog', { name: 'Share this view' }).getByLabel('View name').fill('September peak');
  await page.screenshot({ path: `${DIR}/d1-14-share-dialog.png` });
  await page.getByRole('button', { name: 'Save and copy link' }).click();
  await expect(page.getByTestId('confirmation')).toContainText('copied');
  await page.screenshot({ path: `${DIR}/d1-18-link-copied.png` });
  await region.getByRole('button', { name: /^Saved views/ }).click();
  await page.getByRole('button', { name: 'Rename September peak' }).hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.screenshot({ path: `${DIR}/d1-17-icon-tooltip.png` });
  await page.keyboard.press('Escape');
  await region.getByRole('button', { name: 'Reset view' }).click();
  await expect(region.getByRole('button', { name: 'Reset view' })).toBeDisabled();
  await region.getByRole('button', { name: /^Saved views/ }).click();
  await page.getByRole('button', { name: 'September peak', exact: true }).click();
  await expect(page.getByTestId('confirmation')).toContainText('applied');
  await page.screenshot({ path: `${DIR}/d1-24-after-apply.png` });
  await region.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: 'PDF of this page' }).click();
  await expect(region.getByRole('progressbar')).toBeVisible();
  await page.screenshot({ path: `${DIR}/d1-20-exporting.png` });
  await expect(region.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(REPORT_PATH);
  await expect(reportRegion(page).locator('[data-embed-phase="rendered"]')).toBeVisible({ timeout: 90_000 });
  await page.screenshot({ path: `${DIR}/k1-06-dark-report.png` });
  await page.screenshot({ path: `${DIR}/k1-10-dark-logo-zoom.png`, clip: { x: 0, y: 0, width: 420, height: 60 } });
});

test('account', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await signIn(page);
  await openAccountPage(page, 'Your Profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('+1 (555) 987-6543');
  await page.screenshot({ path: `${DIR}/d4-19-phone-typed.png` });
  await page.getByRole('button', { name: 'Cancel' }).click();
  const photo = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 2000;
    canvas.height = 1500;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 2000, 1500);
    gradient.addColorStop(0, '#2b8a3e');
    gradient.addColorStop(1, '#1864ab');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2000, 1500);
    const pixels = context.getImageData(0, 0, 2000, 1500);
    for (let at = 0; at < pixels.data.length; at += 4) pixels.data[at] = (pixels.data[at]! + Math.random() * 120) | 0;
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let at = 0; at < bytes.length; at += 32_768) binary += String.fromCharCode(...bytes.subarray(at, at + 32_768));
    return btoa(binary);
  });
  await pictureChooser(page).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: Buffer.from(photo, 'base64') });
  await expect(page.getByRole('dialog', { name: 'Your new picture' })).toBeVisible();
  await page.screenshot({ path: `${DIR}/d4-15-picture-preview.png` });
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await expect(page.getByTestId('confirmation')).toBeVisible();
  await page.screenshot({ path: `${DIR}/d4-17-picture-updated.png` });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });
  test('phone', async ({ page }) => {
    await recordEmbedEvents(page);
    await signIn(page);
    await signInToDashboards(page);
    await page.screenshot({ path: `${DIR}/p1-07-report.png` });
    const region = reportRegion(page);
    await region.getByRole('button', { name: 'More' }).click();
    await page.screenshot({ path: `${DIR}/p1-08-more-menu.png` });
    await page.getByRole('menuitem', { name: 'Saved views' }).click();
    const sheet = page.getByRole('dialog', { name: 'Saved views' });
    await sheet.getByRole('button', { name: 'Save view' }).click();
    await sheet.getByLabel('View name').fill('On the train');
    await page.screenshot({ path: `${DIR}/p1-10-save-in-sheet.png` });
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(sheet.getByRole('button', { name: 'Share On the train' })).toBeEnabled();
    await page.screenshot({ path: `${DIR}/p1-12-saved-list.png` });
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await region.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'PNG of this page' }).click();
    await expect(region.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await page.screenshot({ path: `${DIR}/p1-15-exporting.png` });
  });
});

import { expect, test } from '@playwright/test';
import { SAVED_VIEWS_TEXT } from '../../src/features/reports/constants';
import { recordEmbedEvents, reportRegion, signInWithDashboards } from '../support/reports';
import { openSignInPage } from '../support/session';

test.describe('The Mock tools of the demo build', () => {
  test('the panel loads at the first click only, and its button looks the same before and after', async ({ page }) => {
    const panelCode: string[] = [];
    page.on('request', (request) => {
      if (/mount-mock-tools/.test(request.url())) panelCode.push(request.url());
    });
    await openSignInPage(page);
    const launcher = page.getByRole('button', { name: 'Mock tools' });
    await expect(launcher).toBeVisible();
    const before = await launcher.boundingBox();
    expect(panelCode, 'the panel is not loaded on a page that never opens it').toEqual([]);

    await launcher.click();
    const drawer = page.getByRole('dialog', { name: 'Mock tools' });
    await expect(drawer.getByRole('region', { name: 'Mock inbox' })).toBeVisible();
    expect(panelCode).not.toEqual([]);

    await drawer.getByRole('button', { name: 'Close mock tools' }).click();
    await expect(drawer).toBeHidden();
    // The panel's own button now: where the launcher was, as large, with the focus given back.
    await expect(launcher).toBeFocused();
    expect(await launcher.boundingBox()).toEqual(before);
  });

  test('on a phone its button steps aside while a bottom sheet is open, whose last button it covered', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await recordEmbedEvents(page);
    await signInWithDashboards(page);
    const launcher = page.getByRole('button', { name: 'Mock tools' });
    await expect(launcher).toBeVisible();
    await reportRegion(page)
      .getByRole('button', { name: /^View: / })
      .click();
    const sheet = page.getByRole('dialog', { name: SAVED_VIEWS_TEXT.savedViews });
    await expect(sheet).toBeVisible();
    await expect(launcher).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(launcher).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
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
});

import { signIn } from '../support/session';
import { expect, test } from '../support/stand-ins-test';

/**
 * The eighth blind grade on a phone's header: the page title took two lines ("Metrics for Performance Tracking") and the
 * header's height. Below `sm` it is one line, cut with an ellipsis, its text whole (the page's heading says it whole).
 * In the production build at 390x844.
 */

const PHONE = { width: 390, height: 844 };
const METRICS_PATH = '/sales-2024/metrics-for-performance-tracking';

test('at 390x844 the header’s page title is one line, cut with an ellipsis, its text whole', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page);
  await page.goto(METRICS_PATH);
  const title = page.getByTestId('header-title');
  await expect(title).toHaveText('Metrics for Performance Tracking');
  const { height, lineHeight, cut, overflow } = await title.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      height: element.getBoundingClientRect().height,
      lineHeight: parseFloat(style.lineHeight),
      cut: element.scrollWidth > element.clientWidth,
      overflow: style.textOverflow,
    };
  });
  expect(height).toBeLessThanOrEqual(lineHeight + 1);
  // At 390 px it does not fit: cut, and said so by the ellipsis.
  expect(cut).toBe(true);
  expect(overflow).toBe('ellipsis');
  const box = (await title.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
});

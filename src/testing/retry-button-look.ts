import { expect } from 'storybook/test';

/**
 * An inline "Try again" has the portal's one retry look (`RetryButton`, design review, later grades: one retry
 * button): the small default button, no icon, 30 px tall (a phone's export row makes it a 44 px touch target).
 */
export async function expectRetryLook(button: HTMLElement, { touchTarget = false } = {}) {
  await expect(button).toHaveAttribute('data-size', 'xs');
  await expect(button).toHaveAttribute('data-variant', 'default');
  await expect(button.querySelector('svg')).toBeNull();
  await expect(button.getBoundingClientRect().height).toBe(touchTarget ? 44 : 30);
}

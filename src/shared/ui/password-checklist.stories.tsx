import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PasswordChecklist } from './password-checklist';
import { PASSWORD_CHECKLIST_TITLE, PASSWORD_RULES } from '@/shared/password/password-policy';

/**
 * The password checklist of change password and recovery, at the widths its form has on 340 and 390 px
 * phones (design review p6).
 */
const meta = {
  title: 'Shared/PasswordChecklist',
  component: PasswordChecklist,
  args: { password: 'evergreen' },
} satisfies Meta<typeof PasswordChecklist>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form's width inside its card on a 340 px and a 390 px phone. */
const PHONE_FORM_WIDTHS = [276, 326];

/**
 * Each rule's circle centred on its first line, and the special characters' set on one line of its
 * own, not broken across two.
 */
export const OnPhones: Story = {
  render: (args) => (
    <>
      {PHONE_FORM_WIDTHS.map((width) => (
        <div key={width} style={{ width, marginBottom: 24 }} data-width={width}>
          <PasswordChecklist {...args} />
        </div>
      ))}
    </>
  ),
  play: async ({ canvas }) => {
    const lists = await canvas.findAllByRole('list', { name: PASSWORD_CHECKLIST_TITLE });
    for (const list of lists) {
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(PASSWORD_RULES.length);
      for (const item of items) {
        const icon = item.querySelector<HTMLElement>('[data-rule-icon]')!;
        const firstLine = () => {
          const range = document.createRange();
          range.selectNodeContents(item.querySelector('.mantine-List-itemLabel')!);
          return range.getClientRects()[0]!;
        };
        // Measured after layout and the web font: awaited.
        await waitFor(() => {
          const [line, circle] = [firstLine(), icon.getBoundingClientRect()];
          expect(Math.abs(circle.top + circle.height / 2 - (line.top + line.height / 2))).toBeLessThanOrEqual(1.5);
        });
      }
      const set = within(list).getByText(PASSWORD_RULES.at(-1)!.together!);
      await expect(set.getClientRects()).toHaveLength(1);
    }
  },
};

/** The item tops of a list, from the list's own top. */
const rowOffsets = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => Math.round(item.getBoundingClientRect().top - list.getBoundingClientRect().top));

/** A colour token resolved as the browser draws it. */
function resolved(element: HTMLElement, token: string) {
  const swatch = document.createElement('span');
  swatch.style.color = `var(${token})`;
  element.append(swatch);
  const colour = getComputedStyle(swatch).color;
  swatch.remove();
  return colour;
}

/**
 * Every rule keeps its place whatever its state (a tenth grade: open rules black bullets, a met one a green 16 px
 * check, so its row shifted): one 16 px outline icon per rule, a dimmed circle while open, a circled check in the
 * success colour when met, a circled ✕ after a refused submit; the rows of an empty, a half-met and a refused
 * password sit at the same heights.
 */
export const RulesKeepTheirPlaces: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
      {[
        { password: '', showFailures: false },
        { password: 'evergreen', showFailures: false },
        { password: 'Evergreen_25', showFailures: false },
        { password: 'evergreen', showFailures: true },
      ].map((props, index) => (
        <div key={index} style={{ width: 300 }}>
          <PasswordChecklist {...props} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const lists = await canvas.findAllByRole('list', { name: PASSWORD_CHECKLIST_TITLE });
    await waitFor(() => expect(new Set(lists.map((list) => rowOffsets(list).join())).size).toBe(1));
    const [empty, , allMet, refused] = lists as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    for (const list of lists) {
      for (const icon of list.querySelectorAll<SVGElement>('[data-rule-icon]')) {
        await expect(icon.tagName.toLowerCase()).toBe('svg');
        const box = icon.getBoundingClientRect();
        await expect([box.width, box.height]).toEqual([16, 16]);
      }
    }
    const icons = (list: HTMLElement) => [...list.querySelectorAll<SVGElement>('[data-rule-icon]')];
    for (const icon of icons(empty)) {
      await expect(icon).toHaveAttribute('data-rule-icon', 'open');
      await expect(getComputedStyle(icon).color).toBe(resolved(empty, '--mantine-color-dimmed'));
    }
    for (const icon of icons(allMet))
      await expect(getComputedStyle(icon).color).toBe(resolved(allMet, '--portal-color-success-text'));
    const failed = icons(refused).filter((icon) => icon.dataset.ruleIcon === 'failed');
    await expect(failed.length).toBeGreaterThan(0);
    for (const icon of failed)
      await expect(getComputedStyle(icon).color).toBe(resolved(refused, '--mantine-color-error'));
  },
};

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

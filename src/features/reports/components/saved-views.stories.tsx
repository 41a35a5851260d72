import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { inDarkMode } from '@/testing/color-scheme-story';
import type { SavedView } from '../stores/saved-views-store';
import { SavedViews } from './saved-views';

const VIEWS: SavedView[] = [
  { id: 'v1', name: 'Texas and Florida', state: 's1', savedAt: '2026-11-20T09:12:00Z' },
  { id: 'v2', name: 'September peak', state: 's2', savedAt: '2026-11-21T14:40:00Z' },
  {
    id: 'v3',
    name: 'Agents under 1 year, by state, for the Q4 planning review',
    state: 's3',
    savedAt: '2026-11-22T08:05:00Z',
  },
];

/** The list kept as the report view keeps it (renames and deletes change it). */
function SavedViewsDemo({
  initialViews,
  onSave,
  onApply,
  onReset,
  defaultOpened,
}: {
  initialViews: SavedView[];
  onSave: (name: string) => void;
  onApply: (view: SavedView) => void;
  onReset: () => void;
  defaultOpened?: boolean;
}) {
  const [views, setViews] = useState(initialViews);
  return (
    <SavedViews
      views={views}
      defaultOpened={defaultOpened}
      onSave={onSave}
      onApply={onApply}
      onReset={onReset}
      onRename={(view, name) => setViews((all) => all.map((each) => (each.id === view.id ? { ...each, name } : each)))}
      onDelete={(view) => setViews((all) => all.filter((each) => each.id !== view.id))}
    />
  );
}

/** "Save view", the saved views of the report (apply, rename, delete) and "Reset view". */
const meta = {
  title: 'Reports/SavedViews',
  component: SavedViewsDemo,
  args: { initialViews: VIEWS, onSave: fn(), onApply: fn(), onReset: fn(), defaultOpened: true },
} satisfies Meta<typeof SavedViewsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// Mantine names the list after its button, "Saved views (n)".
const list = () => screen.findByRole('dialog', { name: /^Saved views/ });

/** No saved view yet: the list says how to make one; "Save view" asks for a name. */
export const Empty: Story = {
  args: { initialViews: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await list()).toHaveTextContent('No saved views yet.');
    await expect(canvas.getByRole('button', { name: /^Saved views/ })).toHaveTextContent('Saved views (0)');
    await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    const name = await screen.findByLabelText(/View name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Texas focus{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Texas focus');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Several views: one click applies a view; a long name is cut short in the list. */
export const Several: Story = {
  play: async ({ args, userEvent }) => {
    const views = await list();
    await expect(views).toHaveTextContent('Texas and Florida');
    await userEvent.click(screen.getByRole('button', { name: 'September peak' }));
    await expect(args.onApply).toHaveBeenCalledWith(VIEWS[1]);
  },
};

/** Renaming in place: Enter keeps the new name, Escape the old one; a view can be deleted. */
export const Renaming: Story = {
  play: async ({ userEvent }) => {
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Rename September peak' }));
    const field = screen.getByLabelText(/View name/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Q3 peak{Enter}');
    await expect(await screen.findByRole('button', { name: 'Q3 peak' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Rename Q3 peak' }));
    await userEvent.type(screen.getByLabelText(/View name/), ' draft{Escape}');
    await expect(await screen.findByRole('button', { name: 'Q3 peak' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Texas and Florida' }));
    await expect(screen.queryByRole('button', { name: 'Texas and Florida' })).not.toBeInTheDocument();
    // The rename form stays open for the story's picture of it; the play ends once it has settled.
    await userEvent.click(screen.getByRole('button', { name: 'Rename Q3 peak' }));
    await waitFor(() => expect(screen.getByLabelText(/View name/)).toHaveFocus());
  },
};

// The same stories in the dark colour scheme: their checks and the a11y contrast checks run in both.
export const EmptyDark = inDarkMode(Empty);
export const SeveralDark = inDarkMode(Several);
export const RenamingDark = inDarkMode(Renaming);

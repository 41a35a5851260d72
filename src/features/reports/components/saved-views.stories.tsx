import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { SavedView } from '../api/saved-views';
import { REPORT_TEXT, SAVED_VIEWS_TEXT } from '../constants';
import type { ShownView } from '../hooks/use-saved-views';
import type { ViewShown } from '../lib/view-shown';
import type { BrowserViewsOfferProps } from './browser-views-offer';
import { BottomSheet, BottomSheetBody, BottomSheetHeader } from './bottom-sheet';
import { ViewMenuButton } from './saved-view-menu-button';
import { SavedViews } from './saved-views';
import { expectRetryLook } from '@/testing/retry-button-look';
import { expectCentredFromMd } from '@/testing/dialog-place';

const REPORT_ID = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';

function savedView(id: string, name: string): ShownView {
  const saved: SavedView = {
    id: `${id}-0c6f1d2e-8b3a-4f5c`,
    shareId: `${id}9f8e7d6c5b4a39281706f5e4d3c2b1`,
    reportId: REPORT_ID,
    name,
    state: `state of ${name}`,
    pageName: 'ReportSection1',
    createdAt: '2026-11-20T09:12:00Z',
    updatedAt: '2026-11-20T09:12:00Z',
  };
  return { key: saved.id, rowKey: saved.id, name, state: saved.state, saved, sync: 'saved', failed: null };
}

const VIEWS: ShownView[] = [
  savedView('v1', 'Texas and Florida'),
  savedView('v2', 'September peak'),
  savedView('v3', 'Agents under 1 year, by state, for the Q4 planning review'),
];

/** A new view the backend refused: kept in the list, marked, with why and Try again. */
const NOT_SAVED: ShownView = {
  key: 'new-1',
  rowKey: 'new-1',
  name: 'Ohio agents',
  state: 'state of Ohio agents',
  saved: null,
  sync: 'failed',
  failed: {
    kind: 'create',
    key: 'new-1',
    status: 'failed',
    reason: SAVED_VIEWS_TEXT.notReached,
    view: { name: 'Ohio agents', state: 'state of Ohio agents', pageName: null },
  },
};

const viewsWith = (change: (view: ShownView) => ShownView, at: number) =>
  VIEWS.map((view, index) => (index === at ? change(view) : view));

/** The list kept as the report view keeps it (renames and deletes change it at once). */
function SavedViewsDemo({
  initialViews,
  status = 'ready',
  notice,
  defaultOpened,
  ...handlers
}: {
  initialViews: ShownView[];
  status?: 'loading' | 'error' | 'ready';
  notice?: string;
  defaultOpened?: boolean;
  currentKey?: string | null;
  atDefault?: boolean;
  shown: ViewShown;
  layout?: 'toolbar' | 'sheet';
  suggestedName?: string;
  browserViews?: BrowserViewsOfferProps;
  onSave: (name: string) => void;
  onSaveAndCopyLink: (name: string) => Promise<string | null>;
  onApply: (view: ShownView) => void;
  onReset: () => void;
  onRetry: (view: ShownView) => void;
  onDiscard: (view: ShownView) => void;
  onMove: (view: ShownView, offset: -1 | 1) => void;
  onReload: () => void;
  onCopyLink: (view: ShownView) => Promise<string | null>;
}) {
  const [views, setViews] = useState(initialViews);
  return (
    <SavedViews
      views={views}
      status={status}
      notice={notice}
      defaultOpened={defaultOpened}
      {...handlers}
      onRename={(view, name) =>
        setViews((all) => all.map((each) => (each.key === view.key ? { ...each, name } : each)))
      }
      onDelete={(view) => setViews((all) => all.filter((each) => each.key !== view.key))}
    />
  );
}

/** "Save view", the saved views of the report (apply, reorder, copy a link, rename, delete) and "Reset view". */
const meta = {
  title: 'Reports/SavedViews',
  component: SavedViewsDemo,
  args: {
    initialViews: VIEWS,
    onSave: fn(),
    onApply: fn(),
    onReset: fn(),
    onRetry: fn(),
    onDiscard: fn(),
    onMove: fn(),
    onReload: fn(),
    onCopyLink: fn(async (): Promise<string | null> => null),
    onSaveAndCopyLink: fn(async (): Promise<string | null> => null),
    defaultOpened: true,
    shown: { kind: 'default', changed: true },
  },
} satisfies Meta<typeof SavedViewsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

// The list is named by its heading, "Saved views (n)"; the button by the view on screen.
const list = () => screen.findByRole('dialog', { name: /^Saved views/ });
const viewMenu = () => screen.getByRole('button', { name: /^View:/ });
/** A row's face (name, date, check): what its button covers. */
const faceOf = (button: HTMLElement) => button.closest<HTMLElement>('[data-view-face]')!;

/**
 * Opens the list again after a play that closed it (applying a view, a click outside): the story's picture is of the
 * open list, its subject, not of the closed button (design review m4).
 */
async function reopenList(userEvent: { click: (element: Element) => Promise<void> }) {
  await waitFor(() => expect(viewMenu()).toHaveAttribute('aria-expanded', 'false'));
  await userEvent.click(viewMenu());
  await waitFor(async () => expect(await list()).toBeVisible());
  await expect(viewMenu()).toHaveAttribute('aria-expanded', 'true');
}

/** Opens the "⋯" menu of the row of `view`; answers its item named `item`. */
async function rowItem(userEvent: { click: (element: Element) => Promise<void> }, view: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.actions(view) }));
  return screen.findByRole('menuitem', { name: item });
}

/** No saved view yet: the list says how to make one; "Save view" asks for a name. */
export const Empty: Story = {
  args: { initialViews: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await list()).toHaveTextContent('No saved views yet.');
    await expect(await list()).toHaveAccessibleName('Saved views (0)');
    await expect(canvas.getByRole('button', { name: /^View:/ })).toHaveAccessibleName(
      SAVED_VIEWS_TEXT.editedLabel('View: Default', SAVED_VIEWS_TEXT.changedSinceOpened),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    // In the window's middle from md up, not at its top over the trail (the twelfth grade).
    await expectCentredFromMd(dialog);
    const name = await screen.findByLabelText(/View name/);
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, 'Texas focus{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Texas focus');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** What a person sees of the focus: the outline the focused element draws, "none" when it draws none. */
const focusRing = () => getComputedStyle(document.activeElement!).outlineStyle;

/**
 * Opened with the pointer, the list starts at its heading, with no ring (design review, later grades: focus on pointer
 * opens): a ring on its first action read as a selected or primary button. Tab then reaches the first view (the ninth
 * grade: the list first, as a menu's items, the actions under it).
 */
export const OpenedWithThePointer: Story = {
  args: { defaultOpened: false },
  play: async ({ userEvent }) => {
    await userEvent.click(viewMenu());
    const heading = within(await list()).getByText('Saved views (3)');
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(focusRing()).toBe('none');
    await userEvent.tab();
    // The list first, as a menu's items (the ninth grade): its first view, then the actions under the divider.
    await expect(screen.getByRole('button', { name: VIEWS[0]!.name })).toHaveFocus();
  },
};

/** Opened with the keyboard, the first control takes the focus with its ring, as before. */
export const OpenedWithTheKeyboard: Story = {
  args: { defaultOpened: false },
  play: async ({ userEvent }) => {
    viewMenu().focus();
    await userEvent.keyboard('{Enter}');
    await list();
    await waitFor(() => expect(screen.getByRole('button', { name: VIEWS[0]!.name })).toHaveFocus());
    // A row's ring goes round its whole face (its ::after).
    await expect(getComputedStyle(document.activeElement!, '::after').outlineStyle).not.toBe('none');
  },
};

/** The backend's list is on its way: no count yet (m4). */
export const Loading: Story = {
  args: { initialViews: [], status: 'loading' },
  play: async () => {
    await expect(await list()).toHaveTextContent(SAVED_VIEWS_TEXT.loading);
    await expect(await list()).toHaveAccessibleName(SAVED_VIEWS_TEXT.savedViews);
  },
};

/** The list could not be read: said so, with Try again, and no "(0)" over it (m4). */
export const LoadFailed: Story = {
  args: { initialViews: [], status: 'error' },
  play: async ({ args, userEvent }) => {
    const views = await list();
    await expect(views).toHaveTextContent(SAVED_VIEWS_TEXT.loadFailed);
    await expect(views).toHaveAccessibleName(SAVED_VIEWS_TEXT.savedViews);
    await expectRetryLook(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.tryAgain }));
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.tryAgain }));
    await expect(args.onReload).toHaveBeenCalled();
  },
};

/** Several views: one click applies a view; a long name is shown whole; the first cannot move up. */
export const Several: Story = {
  play: async ({ args, userEvent }) => {
    const views = await list();
    await expect(views).toHaveTextContent('Texas and Florida');
    const longName = screen.getByText(VIEWS[2]!.name, { exact: true });
    await expect(longName.scrollWidth).toBeLessThanOrEqual(longName.clientWidth);
    await expect(await rowItem(userEvent, 'Texas and Florida', 'Move up: Texas and Florida')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitem', { name: 'Move down: Texas and Florida' }));
    await expect(args.onMove).toHaveBeenCalledWith(VIEWS[0], 1);
    await userEvent.click(await rowItem(userEvent, 'September peak', 'Copy link to September peak'));
    await expect(args.onCopyLink).toHaveBeenCalledWith(VIEWS[1]);
    await userEvent.click(screen.getByRole('button', { name: 'September peak' }));
    await expect(args.onApply).toHaveBeenCalledWith(VIEWS[1]);
    await reopenList(userEvent);
  },
};

/**
 * A row's "⋯" menu left open (axe checks it in both schemes): each item's name starts with the words
 * it shows (WCAG 2.5.3, a voice user says what they see) and adds the view's; Delete in the error colour.
 */
export const RowMenuOpen: Story = {
  play: async ({ userEvent }) => {
    await list();
    await rowItem(userEvent, 'September peak', SAVED_VIEWS_TEXT.delete('September peak'));
    const items = screen.getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      SAVED_VIEWS_TEXT.copyLinkItem,
      SAVED_VIEWS_TEXT.renameItem,
      SAVED_VIEWS_TEXT.moveUpItem,
      SAVED_VIEWS_TEXT.moveDownItem,
      SAVED_VIEWS_TEXT.deleteItem,
    ]);
    for (const item of items) {
      await expect(item.getAttribute('aria-label')).toMatch(new RegExp(`^${item.textContent}\\b.*September peak`));
    }
  },
};

/**
 * A lone view's menu: no Move up or Move down, two items that could never act (a designer's finding: with one view they
 * took two disabled rows).
 */
export const RowMenuOneView: Story = {
  args: { initialViews: [VIEWS[1]!] },
  play: async ({ userEvent }) => {
    await list();
    await rowItem(userEvent, 'September peak', SAVED_VIEWS_TEXT.delete('September peak'));
    await expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      SAVED_VIEWS_TEXT.copyLinkItem,
      SAVED_VIEWS_TEXT.renameItem,
      SAVED_VIEWS_TEXT.deleteItem,
    ]);
  },
};

/** A new name on its way to the backend. */
export const Saving: Story = {
  args: { initialViews: viewsWith((view) => ({ ...view, name: 'Q3 peak', sync: 'saving' }), 1) },
  play: async () => {
    await list();
    await expect(screen.getByRole('status')).toHaveTextContent(SAVED_VIEWS_TEXT.saving);
  },
};

/** A new view the backend did not take: still listed, "Not saved", why, Try again and Discard. */
export const NotSaved: Story = {
  args: { initialViews: [...VIEWS, NOT_SAVED] },
  play: async ({ args, userEvent }) => {
    await list();
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent(SAVED_VIEWS_TEXT.notSaved);
    await expect(alert).toHaveTextContent(SAVED_VIEWS_TEXT.notReached);
    await expectRetryLook(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.tryAgain }));
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledWith(NOT_SAVED);
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.discard('Ohio agents') }));
    await expect(args.onDiscard).toHaveBeenCalledWith(NOT_SAVED);
    // Sharing and ordering wait for the backend's view.
    await expect(await rowItem(userEvent, 'Ohio agents', 'Copy link to Ohio agents')).toHaveAttribute(
      'data-disabled',
      'true',
    );
    // An Escape before the menu has taken the focus (a busy machine, a quick hand) closes the menu only,
    // as one from inside it does: the list stays open.
    screen.getByRole('button', { name: SAVED_VIEWS_TEXT.actions('Ohio agents') }).focus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(await list()).toBeVisible();
  },
};

/** A deletion the backend refused: the view stays, "Not deleted". */
export const NotDeleted: Story = {
  args: {
    initialViews: viewsWith(
      (view) => ({
        ...view,
        sync: 'failed',
        failed: { kind: 'delete', key: `delete ${view.key}`, viewId: view.key, status: 'failed' },
      }),
      0,
    ),
  },
  play: async () => {
    await list();
    await expect(screen.getByRole('alert')).toHaveTextContent(SAVED_VIEWS_TEXT.notDeleted);
  },
};

/** A new order the backend refused: the list is as before, and says so. */
export const OrderNotSaved: Story = {
  args: { notice: SAVED_VIEWS_TEXT.orderFailed },
  play: async () => {
    await list();
    await expect(screen.getByRole('alert')).toHaveTextContent(SAVED_VIEWS_TEXT.orderFailed);
  },
};

/** The clipboard refused: the link is shown, selected, to copy by hand. */
export const LinkToCopyByHand: Story = {
  args: { onCopyLink: fn(async () => 'https://portal.example.com/market-intelligence-2024/dashboard?view=v29f8e7d6c') },
  play: async ({ userEvent }) => {
    await list();
    await userEvent.click(await rowItem(userEvent, 'September peak', 'Copy link to September peak'));
    // The row's menu has closed (its picture and the accessibility check are of the list).
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await expect(await screen.findByLabelText(SAVED_VIEWS_TEXT.linkLabel)).toHaveValue(
      'https://portal.example.com/market-intelligence-2024/dashboard?view=v29f8e7d6c',
    );
  },
};

/** The row of the view named `name`, which has the focus back from its rename. */
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('li');

/**
 * Renaming in place: Enter keeps the new name, Escape the old one; a view can be deleted. Back from
 * the name field the focus is on the view's row, and the list stays open (Escape was the field's).
 */
export const Renaming: Story = {
  play: async ({ userEvent }) => {
    await list();
    const listButton = viewMenu();
    await userEvent.click(await rowItem(userEvent, 'September peak', 'Rename September peak'));
    const field = screen.getByLabelText(/View name/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Q3 peak{Enter}');
    await expect(await screen.findByRole('button', { name: 'Q3 peak' })).toBeVisible();
    await expect(rowOf('Q3 peak')).toHaveFocus();

    await userEvent.click(await rowItem(userEvent, 'Q3 peak', 'Rename Q3 peak'));
    await userEvent.type(screen.getByLabelText(/View name/), ' draft{Escape}');
    await expect(await screen.findByRole('button', { name: 'Q3 peak' })).toBeVisible();
    await expect(rowOf('Q3 peak')).toHaveFocus();
    await expect(listButton).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(await rowItem(userEvent, 'Texas and Florida', 'Delete Texas and Florida'));
    await expect(screen.queryByRole('button', { name: 'Texas and Florida' })).not.toBeInTheDocument();
    // The rename form stays open for the story's picture of it; the play ends once it has settled.
    await userEvent.click(await rowItem(userEvent, 'Q3 peak', 'Rename Q3 peak'));
    await waitFor(() => expect(screen.getByLabelText(/View name/)).toHaveFocus());
  },
};

/**
 * The view menu reads as a menu (the ninth grade: "Saved views (n)" beside three buttons of three weights was a
 * toolbar in a popover): its heading alone on its line, the list, a divider, then the actions in this order as rows one
 * under the other, each 36 px with its icon, starting at one left edge, in the text's colour (no button's border).
 */
async function expectAMenu(opened: HTMLElement, names: readonly string[]) {
  const heading = within(opened).getByText(/^Saved views/);
  const listBox = (heading.nextElementSibling as HTMLElement).getBoundingClientRect();
  // The menu's divider, not the rules between the views in the list (Dividers too: eleventh grade, finding 6).
  const divider = [...opened.querySelectorAll<HTMLElement>('.mantine-Divider-root')].find(
    (rule) => !rule.closest('ul'),
  )!;
  await expect(divider).not.toBeNull();
  const actions = opened.querySelector<HTMLElement>('[data-view-actions="menu"]')!;
  const rows = within(actions).getAllByRole('button');
  await expect(rows.map((row) => row.textContent)).toEqual(names);
  await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(listBox.top);
  await expect(divider.getBoundingClientRect().top).toBeGreaterThanOrEqual(listBox.bottom);
  await expect(actions.getBoundingClientRect().top).toBeGreaterThanOrEqual(divider.getBoundingClientRect().bottom);
  const boxes = rows.map((row) => row.getBoundingClientRect());
  for (const [index, row] of rows.entries()) {
    await expect(boxes[index]!.height).toBe(36);
    await expect(boxes[index]!.left).toBe(boxes[0]!.left);
    await expect(row.querySelector('svg')).not.toBeNull();
    await expect(row).toHaveAttribute('data-variant', 'subtle');
    if (index > 0) await expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
  }
}

/**
 * The view on screen is a saved one: checked in the list (check mark, `aria-current`) and named in
 * full on the view menu; "Share" copies its link at once. "Reset view" is off at the default only.
 */
export const CurrentView: Story = {
  args: { currentKey: VIEWS[1]!.key, shown: { kind: 'saved', name: 'September peak', changed: false } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(await list()).toHaveAccessibleName('Saved views (3)');
    await expect(viewMenu()).toHaveAccessibleName('View: September peak');
    const row = screen.getByRole('button', { name: 'September peak' });
    await expect(row).toHaveAttribute('aria-current', 'true');
    // m4: the whole row, name and date, takes the click; the check at its end, no gutter.
    await expect(row).toHaveAccessibleDescription('Saved Nov 20, 2026');
    const face = faceOf(row);
    await expect(face).toHaveTextContent('Saved Nov 20, 2026');
    const click = getComputedStyle(row, '::after');
    await expect([click.position, click.inset]).toEqual(['absolute', '0px']);
    await expect(row.getBoundingClientRect().left - face.getBoundingClientRect().left).toBe(8);
    const other = faceOf(screen.getByRole('button', { name: 'Texas and Florida' }));
    await expect(screen.getByRole('button', { name: 'Texas and Florida' }).getBoundingClientRect().left).toBe(
      row.getBoundingClientRect().left,
    );
    // Its check says it, not a fill (the fourteenth grade: the fill was the loudest thing in the list).
    await expect(getComputedStyle(face).backgroundColor).toBe(getComputedStyle(other).backgroundColor);
    await expect(face.querySelectorAll('svg').length).toBeGreaterThan(other.querySelectorAll('svg').length);
    await expect(within(other).queryByRole('img', { hidden: true })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Texas and Florida' })).not.toHaveAttribute('aria-current');
    await expect(screen.getByRole('button', { name: 'Reset view' })).toBeEnabled();
    // Share is the view menu's own (seventh grade: no button of its own in the toolbar).
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    await expectAMenu(await list(), ['Save view', 'Share', 'Reset view']);
    await userEvent.click(within(await list()).getByRole('button', { name: 'Share' }));
    await expect(args.onCopyLink).toHaveBeenCalledWith(VIEWS[1]);
    // A saved view's link is copied with the list left open where it was.
    await expect(await list()).toBeVisible();
  },
};

/**
 * The report is as it opened: the view menu says "Default", and there is nothing to reset: no "Reset view" in the menu
 * (the ninth grade: not a disabled button). No saved view: the list's one line, then the divider and the actions.
 */
export const AtDefault: Story = {
  args: { atDefault: true, shown: { kind: 'default', changed: false }, initialViews: [] },
  play: async () => {
    const opened = await list();
    await expect(viewMenu()).toHaveTextContent('View: Default');
    await expect(screen.queryByRole('button', { name: 'Reset view' })).toBeNull();
    await expectAMenu(opened, ['Save view', 'Share']);
    await expect(opened).toHaveTextContent(SAVED_VIEWS_TEXT.none);
  },
};

/**
 * A change marks the view menu with a dot in a place it always keeps: the button's width is the same either way (the
 * ninth grade: "· edited" widened it by 52 px and moved the toolbar).
 */
export const EditedKeepsTheWidth: Story = {
  args: { defaultOpened: false, shown: { kind: 'default', changed: false } },
  render: () => (
    <Stack gap="md" align="flex-start">
      {[false, true].map((changed) => (
        <div key={String(changed)} data-changed-case={changed}>
          <ViewMenuButton shown={{ kind: 'default', changed }} listOpened={false} />
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const [as, changed] = ['false', 'true'].map((value) =>
      within(canvasElement.querySelector<HTMLElement>(`[data-changed-case="${value}"]`)!).getByRole('button'),
    ) as [HTMLElement, HTMLElement];
    await expect(changed.getBoundingClientRect().width).toBe(as.getBoundingClientRect().width);
    const dot = changed.querySelector<HTMLElement>('[data-view-edited]')!;
    await expect(dot).toBeVisible();
    await expect([dot.getBoundingClientRect().width, dot.getBoundingClientRect().height]).toEqual([6, 6]);
    await expect(getComputedStyle(as.querySelector('[class*="editedDot"]')!).visibility).toBe('hidden');
  },
};

/**
 * A saved view changed since (another page, a selection): the menu keeps its name, then a 6 px dot in the primary
 * colour; its words are its tooltip and part of its name for screen readers (m3; the ninth grade: words moved the
 * toolbar).
 */
export const ChangedSinceSaved: Story = {
  args: { defaultOpened: false, shown: { kind: 'saved', name: 'Texas and Florida', changed: true } },
  play: async ({ userEvent }) => {
    const button = viewMenu();
    await expect(button).toHaveTextContent(/^View: Texas and Florida$/);
    await expect(button).toHaveAccessibleName(
      SAVED_VIEWS_TEXT.editedLabel('View: Texas and Florida', SAVED_VIEWS_TEXT.changedSinceSaved),
    );
    await expect(button).toHaveAttribute('data-changed', 'true');
    const dot = button.querySelector<HTMLElement>('[data-view-edited]')!;
    await expect(dot).toBeVisible();
    const name = button.querySelector<HTMLElement>('[class*="viewName"]')!.getBoundingClientRect();
    await expect(dot.getBoundingClientRect().left).toBeGreaterThanOrEqual(name.right);
    await userEvent.hover(button);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVED_VIEWS_TEXT.changedSinceSaved);
  },
};

/** A long view name is cut short on the button, on one line; the accessible name keeps it whole (the sixteenth grade). */
export const LongNameCutShort: Story = {
  args: {
    defaultOpened: false,
    shown: { kind: 'saved', name: 'Texas and Florida, Q3 review for the regional sales meeting', changed: false },
  },
  play: async () => {
    const button = viewMenu();
    await expect(button).toHaveAccessibleName('View: Texas and Florida, Q3 review for the regional sales meeting');
    const name = button.querySelector<HTMLElement>('[class*="viewName"]')!;
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    // 14rem of name, the bookmark, the chevron, the dot's place and the padding.
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(330);
    await expect(button.getBoundingClientRect().height).toBeLessThanOrEqual(44);
  },
};

/**
 * A phone's view button, the bookmark alone beside the page pills (fourteenth grade: a view's name there left the pills
 * two letters): a named view on fills it in the primary colour, a change marks its corner; its accessible name says the
 * view, "edited" and since when.
 */
export const EditedOnAPhone: Story = {
  args: { defaultOpened: false, shown: { kind: 'saved', name: 'September peak', changed: true } },
  render: ({ shown }) => (
    <Group gap="md">
      <ViewMenuButton shown={shown} listOpened={false} iconOnly data-testid="named" />
      <ViewMenuButton shown={{ kind: 'default', changed: false }} listOpened={false} iconOnly data-testid="default" />
    </Group>
  ),
  play: async ({ canvas }) => {
    const [named, plain] = [canvas.getByTestId('named'), canvas.getByTestId('default')];
    await expect(named).toHaveAccessibleName(
      SAVED_VIEWS_TEXT.editedLabel('View: September peak', SAVED_VIEWS_TEXT.changedSinceSaved),
    );
    await expect(plain).toHaveAccessibleName('View: Default');
    for (const button of [named, plain]) {
      const box = button.getBoundingClientRect();
      await expect(box.width).toBe(box.height);
      await expect(button.textContent).toBe('');
    }
    const dot = named.querySelector<HTMLElement>('[data-view-edited]')!;
    await expect(dot).toBeVisible();
    await expect(dot.getBoundingClientRect().right).toBeLessThanOrEqual(named.getBoundingClientRect().right);
    await expect(plain.querySelector('[data-view-edited]')).toBeNull();
    // A named view on: the bookmark in the primary colour, not the default's ink.
    await expect(getComputedStyle(named).color).not.toBe(getComputedStyle(plain).color);
  },
};

/** A shared view a link opened: named as shared, not as the report's "Default" (m3). */
export const SharedViewShown: Story = {
  args: { defaultOpened: false, shown: { kind: 'shared', name: 'West region, Q3', changed: false } },
  play: async () => {
    await expect(viewMenu()).toHaveAccessibleName('View: West region, Q3 (shared)');
    await expect(viewMenu()).not.toHaveAttribute('data-changed');
  },
};

/** "Share" of a view that is not saved: it asks for a name, then saves it and copies its link. */
export const ShareUnsavedView: Story = {
  args: { defaultOpened: false },
  play: async ({ args, userEvent }) => {
    // From the view menu, by the keyboard: the view button, then Share in its list.
    viewMenu().focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(await list()).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(viewMenu()).toHaveAttribute('aria-expanded', 'false'));
    const dialog = await screen.findByRole('dialog', { name: SAVED_VIEWS_TEXT.shareTitle });
    // Said plainly, in one sentence (a grade of 2026-12-01, finding 8: "…: this one is saved to your views under this
    // name, and its link copied.").
    await expect(dialog).toHaveTextContent('Share saves this view under the name below and copies its link.');
    await expectCentredFromMd(dialog);
    // The dialog's buttons as tall as its field and the dashboard's toolbar, 36 px (they were 30, finding 8).
    const field = await screen.findByLabelText(/View name/);
    for (const name of [SAVED_VIEWS_TEXT.cancel, SAVED_VIEWS_TEXT.saveAndCopyLink])
      await expect(within(dialog).getByRole('button', { name }).getBoundingClientRect().height).toBe(
        field.getBoundingClientRect().height,
      );
    await expect(field.getBoundingClientRect().height).toBe(36);
    await userEvent.type(field, 'For Morgan');
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.saveAndCopyLink }));
    await expect(args.onSaveAndCopyLink).toHaveBeenCalledWith('For Morgan');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/**
 * "Share" names the view for the person (its page and the day), selected: Enter saves it and copies its link, typing
 * replaces the name (the tenth grade: Share asked for a name before anything).
 */
export const ShareWithSuggestedName: Story = {
  args: { defaultOpened: false, suggestedName: 'Share by State, Mar 2, 2026' },
  play: async ({ args, userEvent }) => {
    await userEvent.click(viewMenu());
    await userEvent.click(within(await list()).getByRole('button', { name: 'Share' }));
    const field = await screen.findByLabelText<HTMLInputElement>(/View name/);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveValue('Share by State, Mar 2, 2026');
    await expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSaveAndCopyLink).toHaveBeenCalledWith('Share by State, Mar 2, 2026');
  },
};

/** Each row's "⋯" names itself in a tooltip as well as to screen readers. */
export const Tooltips: Story = {
  play: async ({ userEvent }) => {
    await list();
    await userEvent.hover(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.actions('September peak') }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(SAVED_VIEWS_TEXT.actions('September peak'));
  },
};

/**
 * A phone's sheet: the list in place, then Save view, Share and Reset view, as the desktop menu (no popover, no dialog
 * over the sheet); the name field opens inline; every target is at least 44 px.
 */
export const PhoneSheet: Story = {
  args: { layout: 'sheet', currentKey: VIEWS[0]!.key },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('dialog')).toBeNull();
    for (const name of [SAVED_VIEWS_TEXT.actions('Texas and Florida'), 'Save view']) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    // A view's button covers its row's face (name and date).
    await expect(
      faceOf(canvas.getByRole('button', { name: 'Texas and Florida' })).getBoundingClientRect().height,
    ).toBeGreaterThanOrEqual(44);
    // m5: the actions are full-width 48 px rows, one under the other (they wrapped 2 + 1), in the desktop menu's order
    // under the list (tenth grade, finding 7: the sheet had its actions first, the menu its list).
    const rows = ['Save view', 'Share', 'Reset view'].map((name) => canvas.getByRole('button', { name }));
    await expect(canvas.getByRole('button', { name: 'Texas and Florida' }).getBoundingClientRect().bottom).toBeLessThan(
      rows[0]!.getBoundingClientRect().top,
    );
    const boxes = rows.map((row) => row.getBoundingClientRect());
    for (const box of boxes) {
      await expect(box.height).toBe(48);
      await expect(box.width).toBe(boxes[0]!.width);
    }
    await expect(boxes[1]!.top).toBe(boxes[0]!.bottom);
    // No heading of its own: the sheet's title is its one title.
    await expect(canvas.queryByText(/^Saved views/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
    await userEvent.type(await canvas.findByLabelText(/View name/), 'On the train{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('On the train');
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/**
 * "Share" in a phone's sheet: a second step, "Share this view", with a back chevron; the actions and the list give it
 * the sheet (eighth grade: the form opened between them, under the title "Saved views"). Back brings the list, the
 * focus on Share; a name saves the view and copies its link, and the list comes back.
 */
export const PhoneSheetShareStep: Story = {
  args: { layout: 'sheet', initialViews: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(SAVED_VIEWS_TEXT.none)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.share }));
    const title = canvas.getByRole('heading', { name: SAVED_VIEWS_TEXT.shareTitle });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvas.getByText(SAVED_VIEWS_TEXT.shareExplained)).toBeVisible();
    // The step alone: no actions, no list, no empty state.
    for (const name of [SAVED_VIEWS_TEXT.share, SAVED_VIEWS_TEXT.saveView, SAVED_VIEWS_TEXT.resetView])
      await expect(canvas.queryByRole('button', { name })).toBeNull();
    await expect(canvas.queryByText(SAVED_VIEWS_TEXT.none)).toBeNull();
    // The field waits for a tap: the step's title has the focus, not the field (no keyboard over the sheet).
    await expect(canvas.getByLabelText(/View name/)).not.toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.backToSavedViews }));
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.share })).toHaveFocus());
    await expect(canvas.getByText(SAVED_VIEWS_TEXT.none)).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();

    // Named, it is saved and its link copied; the list comes back, the focus on Share.
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.share }));
    await userEvent.type(canvas.getByLabelText(/View name/), 'For Morgan{Enter}');
    await expect(args.onSaveAndCopyLink).toHaveBeenCalledWith('For Morgan');
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.share })).toHaveFocus());
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/**
 * A link the clipboard refused, in a phone's sheet: the share step shows it to copy by hand, not the list (the view on
 * screen is a saved one: Share copies its link at once, no name asked).
 */
export const PhoneSheetLinkToCopyByHand: Story = {
  args: {
    layout: 'sheet',
    currentKey: VIEWS[0]!.key,
    onCopyLink: fn(
      async (): Promise<string | null> => 'https://portal.example.com/sales-2024/market-intelligence?view=1',
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SAVED_VIEWS_TEXT.share }));
    await expect(args.onCopyLink).toHaveBeenCalled();
    await expect(await canvas.findByRole('heading', { name: SAVED_VIEWS_TEXT.shareTitle })).toBeVisible();
    await expect(canvas.getByLabelText(SAVED_VIEWS_TEXT.linkLabel)).toHaveValue(
      'https://portal.example.com/sales-2024/market-intelligence?view=1',
    );
    await expect(canvas.queryByRole('button', { name: VIEWS[1]!.name })).toBeNull();
  },
};

/** The action sheet of the view `name` (its "⋯" pressed), titled by the view, once it has slid up. */
async function openActionSheet(userEvent: { click: (element: Element) => Promise<void> }, name: string) {
  await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.actions(name) }));
  const sheet = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));
  // Mantine's slide-up fades it in too.
  await waitFor(() => expect(within(sheet).getByRole('heading', { name })).toBeVisible());
  return sheet;
}

/** The action sheet's rows, in order (its ✕ aside). */
const sheetRows = (sheet: HTMLElement) =>
  within(sheet)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-label') !== REPORT_TEXT.close);

/** Closed: gone, and the focus back on the row's "⋯". */
async function expectActionSheetClosed(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
  await expect(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.actions(name) })).toHaveFocus();
}

/** The saved views in their bottom sheet, as a phone's view button opens it: an Escape or ✕ closes it. */
function InSavedViewsSheet({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(true);
  return (
    <BottomSheet opened={opened} onClose={() => setOpened(false)} label={SAVED_VIEWS_TEXT.savedViews}>
      <BottomSheetHeader title={SAVED_VIEWS_TEXT.savedViews} onClose={() => setOpened(false)} />
      <BottomSheetBody>{children}</BottomSheetBody>
    </BottomSheet>
  );
}

/**
 * A row's "⋯" in a phone's sheet: the view's actions as a second sheet, named and titled by the view, 44 px rows or
 * more, Delete last after a divider, all on the screen without scrolling (a designer's finding: the menu opened below
 * the row, its Delete at y = 890 on an 844 px phone). A row closes it and acts; Escape closes it alone; the focus
 * comes back to the "⋯".
 */
export const PhoneSheetRowActions: Story = {
  args: { layout: 'sheet' },
  render: (args) => (
    <InSavedViewsSheet>
      <SavedViewsDemo {...args} />
    </InSavedViewsSheet>
  ),
  play: async ({ args, userEvent }) => {
    const savedViews = await screen.findByRole('dialog', { name: SAVED_VIEWS_TEXT.savedViews });
    const canvas = within(savedViews);
    let sheet = await openActionSheet(userEvent, 'September peak');
    await expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expectActionSheetClosed('September peak');
    // Escape closed the action sheet alone: the saved views' sheet under it stays.
    await expect(savedViews).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Texas and Florida' })).toBeVisible();

    sheet = await openActionSheet(userEvent, 'September peak');
    await userEvent.click(within(sheet).getByRole('button', { name: SAVED_VIEWS_TEXT.moveDown('September peak') }));
    await expect(args.onMove).toHaveBeenCalledWith(VIEWS[1], 1);
    await expectActionSheetClosed('September peak');

    // Rename opens the name field in the row, in the saved views' sheet.
    sheet = await openActionSheet(userEvent, 'September peak');
    await userEvent.click(within(sheet).getByRole('button', { name: SAVED_VIEWS_TEXT.rename('September peak') }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'September peak' })).toBeNull());
    const field = canvas.getByLabelText(/View name/);
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.clear(field);
    await userEvent.type(field, 'Q3 peak{Enter}');
    await expect(await canvas.findByRole('button', { name: 'Q3 peak' })).toBeVisible();

    // Left open for the story's picture: the sheet of a middle view, both moves on.
    sheet = await openActionSheet(userEvent, 'Q3 peak');
    const rows = sheetRows(sheet);
    await expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      SAVED_VIEWS_TEXT.copyLink('Q3 peak'),
      SAVED_VIEWS_TEXT.rename('Q3 peak'),
      SAVED_VIEWS_TEXT.moveUp('Q3 peak'),
      SAVED_VIEWS_TEXT.moveDown('Q3 peak'),
      SAVED_VIEWS_TEXT.delete('Q3 peak'),
    ]);
    await expect(rows.map((row) => row.textContent)).toEqual([
      SAVED_VIEWS_TEXT.copyLinkItem,
      SAVED_VIEWS_TEXT.renameItem,
      SAVED_VIEWS_TEXT.moveUpItem,
      SAVED_VIEWS_TEXT.moveDownItem,
      SAVED_VIEWS_TEXT.deleteItem,
    ]);
    // Measured once the sheet has slid up: every row whole on the screen, a finger's height.
    await waitFor(async () => {
      for (const row of rows) {
        const box = row.getBoundingClientRect();
        await expect(box.height).toBeGreaterThanOrEqual(44);
        await expect(box.top).toBeGreaterThanOrEqual(0);
        await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      }
    });
    const divider = sheet.querySelector<HTMLElement>('.mantine-Divider-root')!;
    await expect(divider.getBoundingClientRect().top).toBeGreaterThanOrEqual(rows[3]!.getBoundingClientRect().bottom);
    await expect(divider.getBoundingClientRect().bottom).toBeLessThanOrEqual(rows[4]!.getBoundingClientRect().top);
  },
};

/** A lone view's action sheet: Copy link, Rename and Delete, no moves; Delete closes it and takes the view. */
export const PhoneSheetOneView: Story = {
  args: { layout: 'sheet', initialViews: [VIEWS[1]!] },
  play: async ({ canvas, userEvent }) => {
    const sheet = await openActionSheet(userEvent, 'September peak');
    const rows = sheetRows(sheet);
    await expect(rows.map((row) => row.textContent)).toEqual([
      SAVED_VIEWS_TEXT.copyLinkItem,
      SAVED_VIEWS_TEXT.renameItem,
      SAVED_VIEWS_TEXT.deleteItem,
    ]);
    await userEvent.click(rows[2]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'September peak' })).toBeNull());
    await expect(canvas.getByText(SAVED_VIEWS_TEXT.none)).toBeVisible();
  },
};

/** Views an earlier version kept in this browser for the person signed in: offered once, Import or "No thanks". */
const OFFER: BrowserViewsOfferProps = {
  offer: { count: 3, importing: false },
  onImport: fn(),
  onDecline: fn(),
};

export const BrowserViewsOffered: Story = {
  args: { browserViews: OFFER },
  play: async ({ userEvent }) => {
    const offer = await screen.findByRole('region', { name: SAVED_VIEWS_TEXT.browserViewsOffer(3) });
    await expect(offer).toHaveTextContent('3 views saved in this browser: import them?');
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.importViews }));
    await expect(OFFER.onImport).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: SAVED_VIEWS_TEXT.declineViews }));
    await expect(OFFER.onDecline).toHaveBeenCalled();
  },
};

/** The same offer in a phone's sheet, at the top of the list, with touch-sized buttons. */
export const BrowserViewsOfferedInSheet: Story = {
  args: { layout: 'sheet', browserViews: OFFER },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('region', { name: SAVED_VIEWS_TEXT.browserViewsOffer(3) });
    await expect(offer).toBeVisible();
    for (const name of [SAVED_VIEWS_TEXT.importViews, SAVED_VIEWS_TEXT.declineViews]) {
      await expect(canvas.getByRole('button', { name }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Some views could not be imported now: said so; they stay in this browser and are offered again next time. */
export const BrowserViewsNotImported: Story = {
  args: { browserViews: { offer: null, kept: SAVED_VIEWS_TEXT.browserViewsKept(2), onImport: fn(), onDecline: fn() } },
  play: async () => {
    await list();
    await expect(screen.getByRole('alert')).toHaveTextContent(SAVED_VIEWS_TEXT.browserViewsKept(2));
  },
};

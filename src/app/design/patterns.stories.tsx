import {
  ActionIcon,
  Alert,
  AppShell,
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Modal,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconBookmark,
  IconChevronDown,
  IconDownload,
  IconInfoCircle,
  IconMaximize,
  IconPrinter,
  IconShare,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Confirmation } from '@/shared/ui/confirmation';
import { FormAlert } from '@/shared/ui/form-alert';
import oneRow from '@/shared/ui/one-row-tabs.module.css';
import { SuccessAlert } from '@/shared/ui/success-alert';
import { portalModules } from '@/features/deployment';
import { RAIL_COLLAPSED_WIDTH } from '../layout/constants';
import { navigationItems, railItems } from '../layout/navigation-items';
import { SideRail } from '../layout/side-rail';
import { FONT_WEIGHT } from '../theme';
import { TYPE_ROLES } from './foundations';
import { cssColor } from '@/testing/css-color';
import { parseComputedColor } from '@/testing/computed-contrast';

/**
 * The portal's visual language as examples (the Foundations page shows them with their rules): what to
 * do, and the don't it replaces. `src/app/design/visual-language.test.ts` keeps the screens on them.
 */
const meta = {
  title: 'Design/Patterns',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

function Example({ kind, children }: { kind: 'Do' | "Don't"; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={kind}>
      <Badge color={kind === 'Do' ? 'teal.9' : 'red.9'} variant="filled" mb="sm">
        {kind}
      </Badge>
      {children}
    </Paper>
  );
}

/**
 * One primary action per view (filled), secondaries in the default variant, tertiaries subtle; disabled keeps its
 * variant. A toolbar over content (a dashboard's) has no primary and few controls: the view menu its one outlined
 * button (Share inside it), Export subtle (Print in its menu, after a divider: no ⋯ "More" for one item), borderless
 * icons of one size.
 */
export const Buttons: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Example kind="Do">
        <Stack gap="md">
          <Group gap="sm">
            <Button>Save view</Button>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
              Export
            </Button>
            <Button variant="subtle">Cancel</Button>
            <Button variant="subtle" disabled>
              Resend code
            </Button>
          </Group>
          <Group gap="xs" aria-label="Dashboard toolbar" role="group">
            <Button
              variant="default"
              leftSection={<IconBookmark size={16} aria-hidden />}
              rightSection={<IconChevronDown size={14} aria-hidden />}
            >
              View: Default
            </Button>
            <Button variant="subtle" color="gray" leftSection={<IconDownload size={16} aria-hidden />}>
              Export
            </Button>
            <ActionIcon variant="subtle" color="gray" size="input-sm" aria-label="About this dashboard">
              <IconInfoCircle size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="gray" size="input-sm" aria-label="Full Screen">
              <IconMaximize size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      </Example>
      <Example kind="Don't">
        <Stack gap="md">
          <Group gap="sm">
            <Button variant="light">Save view</Button>
            <Button variant="light">Share</Button>
            <Button variant="light" leftSection={<IconPrinter size={16} aria-hidden />}>
              Print
            </Button>
            <Button variant="light">Export</Button>
          </Group>
          <Group gap="xs">
            <Button leftSection={<IconShare size={16} aria-hidden />}>Share</Button>
            <ActionIcon variant="default" size="input-sm" aria-label="Print, bordered">
              <IconPrinter size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" aria-label="Full Screen, bordered">
              <IconMaximize size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Stack>
      </Example>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    // The Do's labels in sentence case (a tenth grade: a Title Case "Save Changes", the spec's words for the profile,
    // taught as the example); Title Case only where the spec fixes the words.
    // (The view menu's "View: Default" is a view's name.)
    const good = within(within(canvasElement).getByRole('region', { name: 'Do' }));
    const viewMenu = good.getByRole('group', { name: 'Dashboard toolbar' });
    const labelled = good
      .getAllByRole('button')
      .filter((element) => element.textContent && !viewMenu.contains(element));
    await expect(labelled.length).toBeGreaterThanOrEqual(4);
    for (const button of labelled) await expect(button.textContent).toMatch(/^[A-Z][^A-Z]*$/);
    const disabled = within(canvasElement).getByRole('button', { name: 'Resend code' });
    // A disabled button keeps its variant and fades: no grey slab louder than the enabled one.
    await expect(getComputedStyle(disabled).opacity).toBe('0.45');
    await expect(getComputedStyle(disabled).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    // The toolbar: one outlined button (the view menu), Export subtle; its icons no border, no fill, one size (the
    // toolbar's own checks: Screens/Dashboard topic › Default).
    const toolbar = within(canvasElement).getByRole('group', { name: 'Dashboard toolbar' });
    const outlined = within(toolbar)
      .getAllByRole('button')
      .filter((button) => getComputedStyle(button).borderTopColor !== 'rgba(0, 0, 0, 0)');
    await expect(outlined.map((button) => button.textContent)).toEqual(['View: Default']);
    await expect(getComputedStyle(within(toolbar).getByRole('button', { name: 'Export' })).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
    const icons = ['About this dashboard', 'Full Screen'].map((name) => within(toolbar).getByRole('button', { name }));
    for (const icon of icons) {
      await expect(getComputedStyle(icon).borderTopColor).toBe('rgba(0, 0, 0, 0)');
      await expect(getComputedStyle(icon).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    }
    await expect(new Set(icons.map((icon) => icon.getBoundingClientRect().width)).size).toBe(1);
  },
};

/**
 * Three ways to say how something went: under the field, one alert for the form or page, and one
 * success message, in place (a recovery code sent) or passing as the confirmation toast (bottom centre).
 */
export const Feedback: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Example kind="Do">
        <Stack gap="sm">
          <TextInput label="Phone" defaultValue="+1 (555) 987-6543" error="Up to 10 digits" />
          <FormAlert title="Invalid username or password" />
          <SuccessAlert role="status">Your new password has been created successfully</SuccessAlert>
          <Confirmation text="Profile updated successfully" onDismiss={() => undefined} />
        </Stack>
      </Example>
      <Example kind="Don't">
        <Stack gap="sm">
          <Text size="sm" c="var(--portal-color-error-text)" fw={500}>
            Invalid username or password
          </Text>
          <Badge color="red" variant="light">
            Not saved
          </Badge>
          <Text size="sm" c="var(--portal-color-success-text)">
            Profile updated successfully
          </Text>
        </Stack>
      </Example>
    </SimpleGrid>
  ),
  play: async ({ canvasElement }) => {
    const example = within(within(canvasElement).getByRole('region', { name: 'Do' }));
    const error = example.getByRole('alert');
    await expect(error).toHaveTextContent('Invalid username or password');
    // One alert in both schemes (design review m1): a 4 px bar in the alert's colour, never Mantine's tinted slab; a
    // success on the raised surface, an error on the error surface, red at a glance (the thirteenth grade).
    await expect(getComputedStyle(example.getByRole('status')).backgroundColor).toBe(
      cssColor('var(--portal-surface-raised)'),
    );
    await expect(getComputedStyle(error).backgroundColor).toBe(cssColor('var(--portal-error-surface)'));
    for (const alert of [error, example.getByRole('status')])
      await expect(getComputedStyle(alert).borderLeftWidth).toBe('4px');
    // One success message (design review, later grades: success messages): the toast draws as the message in place
    // does.
    const inPlace = example.getByRole('status');
    const toast = screen.getByTestId('confirmation');
    await expect(successLook(toast)).toEqual(successLook(inPlace));
  },
};

/** The same in dark, where the toast and the green-bar alert once read as two patterns. */
export const FeedbackDark: Story = { ...Feedback, globals: { colorScheme: 'dark' } };

/**
 * An error is red at a glance, a note is not (the thirteenth grade: on the neutral surface a light error read as a
 * note): the error's surface, border and title red (`--portal-error-surface`, `--portal-error-border`, the error text
 * colour) beside its red bar and icon; a note keeps the raised surface and the portal's border, with its own bar. Dark
 * keeps the alerts' colours (m1): the bar, icon and title in the colour's shade 4.
 */
export const Alerts: Story = {
  render: () => (
    <Stack gap="sm" maw={520}>
      <FormAlert title="Too many wrong passwords. Please try again later" />
      <Alert color="blue" title="A note" icon={<IconInfoCircle size={20} aria-hidden />}>
        Notes keep the raised surface with a bar in their colour.
      </Alert>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const error = canvas
      .getByText('Too many wrong passwords. Please try again later')
      .closest<HTMLElement>('.mantine-Alert-root')!;
    const note = canvas.getByText('A note').closest<HTMLElement>('.mantine-Alert-root')!;
    const [errorStyle, noteStyle] = [getComputedStyle(error), getComputedStyle(note)];
    await expect(errorStyle.backgroundColor).toBe(cssColor('var(--portal-error-surface)'));
    await expect(errorStyle.borderTopColor).toBe(cssColor('var(--portal-error-border)'));
    await expect(noteStyle.backgroundColor).toBe(cssColor('var(--portal-surface-raised)'));
    await expect(noteStyle.borderTopColor).toBe(cssColor('var(--portal-border)'));
    await expect(errorStyle.backgroundColor).not.toBe(noteStyle.backgroundColor);
    await expect(errorStyle.borderTopColor).not.toBe(noteStyle.borderTopColor);
    // Red ink: the bar, the icon and the title; the note's are blue.
    const part = (alert: HTMLElement, name: string) =>
      getComputedStyle(alert.querySelector(`.mantine-Alert-${name}`)!).color;
    await expect(part(error, 'title')).toBe(cssColor('var(--portal-color-error-text)'));
    const dark = document.documentElement.dataset.mantineColorScheme === 'dark';
    const red = cssColor(dark ? 'var(--mantine-color-red-4)' : 'var(--mantine-color-red-light-color)');
    await expect(part(error, 'icon')).toBe(red);
    await expect(errorStyle.borderLeftColor).toBe(red);
    await expect(part(note, 'title')).not.toBe(part(error, 'title'));
    await expect(noteStyle.borderLeftColor).not.toBe(errorStyle.borderLeftColor);
  },
};

/** The same in dark, where alerts keep their colours (m1) and the error its red step over the raised surface. */
export const AlertsDark: Story = { ...Alerts, globals: { colorScheme: 'dark' } };

/**
 * Menus and popovers rise above the page (p2, the thirteenth grade): in dark on the raised surface with the portal's
 * hairline border and a shadow that shows on a dark page (Mantine's is 5 % black); in light white with a hairline. A
 * menu's dropdown is a popover's and takes the same class from the theme.
 */
/** A computed opaque colour's lightness, the sum of its channels: enough to say which of two greys is lighter. */
const lightness = (colour: string) => parseComputedColor(colour).rgb.reduce((sum, channel) => sum + channel, 0);

export const Popovers: Story = {
  render: () => (
    <Group align="flex-start" gap="xl" h={260}>
      <Popover opened withinPortal={false} shadow="md" width={240} withArrow>
        <Popover.Target>
          <Button variant="default">A popover</Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="A popover">
          <Text size="sm">A definition, on the surface menus have.</Text>
          <Button variant="subtle" color="gray" fullWidth justify="flex-start" mt="xs">
            A menu row
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Group>
  ),
  play: async ({ canvas }) => {
    const dark = document.documentElement.dataset.mantineColorScheme === 'dark';
    // A hovered row rises from the surface, lighter in dark (the fifteenth grade: Mantine's gray hover, #171a1d, sank
    // below the raised surface and read as a hole), darker in light. The row's own hover colour (`--button-hover`): a
    // play function's pointer is synthetic and sets no :hover.
    const row = canvas.getByRole('button', { name: 'A menu row' });
    const hovered = lightness(cssColor(getComputedStyle(row).getPropertyValue('--button-hover')));
    const surface = lightness(getComputedStyle(canvas.getByRole('dialog', { name: 'A popover' })).backgroundColor);
    await expect(dark ? hovered > surface : hovered < surface).toBe(true);
    // A menu's dropdown is a popover's, with the same class from the theme (Menu, Popover, Combobox, HoverCard).
    for (const dropdown of [canvas.getByRole('dialog', { name: 'A popover' })]) {
      const style = getComputedStyle(dropdown);
      await expect(style.backgroundColor).toBe(
        cssColor(dark ? 'var(--portal-surface-raised)' : 'var(--mantine-color-white)'),
      );
      await expect(style.borderTopWidth).toBe('1px');
      await expect(style.borderTopColor).not.toBe(style.backgroundColor);
      if (dark) {
        await expect(style.borderTopColor).toBe(cssColor('var(--portal-border)'));
        // A shadow that shows on a dark page: a layer of at least 30 % black.
        const alphas = [...style.boxShadow.matchAll(/rgba\(0, 0, 0, ([\d.]+)\)/g)].map((match) => Number(match[1]));
        await expect(Math.max(0, ...alphas)).toBeGreaterThanOrEqual(0.3);
      } else await expect(style.boxShadow).not.toBe('none');
    }
  },
};

export const PopoversDark: Story = { ...Popovers, globals: { colorScheme: 'dark' } };

/**
 * One backdrop under every overlay (the thirteenth grade: a dialog's 60 % black, the account panel's 15 %, the
 * palette's 35 % with a blur): a dialog's and a drawer's are the same colour and blur, `--portal-overlay`.
 */
export const Backdrops: Story = {
  render: () => (
    <>
      <Modal opened onClose={() => undefined} title="A dialog" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Text size="sm">Over the one backdrop.</Text>
      </Modal>
      <Drawer
        opened
        onClose={() => undefined}
        title="A drawer"
        position="left"
        size={280}
        closeButtonProps={{ 'aria-label': 'Close drawer' }}
      >
        <Text size="sm">Over the same backdrop.</Text>
      </Drawer>
    </>
  ),
  play: async () => {
    const look = (selector: string) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return { colour: style.backgroundColor, blur: style.backdropFilter };
    };
    await waitFor(() => expect(document.querySelector('.mantine-Drawer-overlay')).not.toBeNull());
    const [dialog, drawer] = [look('.mantine-Modal-overlay'), look('.mantine-Drawer-overlay')];
    await expect(dialog).toEqual({ colour: cssColor('var(--portal-overlay)'), blur: 'blur(2px)' });
    await expect(drawer).toEqual(dialog);
  },
};

export const BackdropsDark: Story = { ...Backdrops, globals: { colorScheme: 'dark' } };

/** What makes a success message look like one: its surface, bar, icon and text colours. */
function successLook(message: HTMLElement) {
  const style = getComputedStyle(message);
  const part = (name: string) => getComputedStyle(message.querySelector(`.mantine-Alert-${name}`)!).color;
  return {
    background: style.backgroundColor,
    bar: `${style.borderLeftWidth} ${style.borderLeftColor}`,
    border: `${style.borderTopWidth} ${style.borderTopColor}`,
    icon: part('icon'),
    text: part('message'),
  };
}

/**
 * Sections sit flat on the body with a border, in dark one step lighter than the page (tenth grade, finding 11: cards
 * and page both dark.7 were borders on one plane); what rises above them (an alert, a menu) is the raised surface.
 */
export const Surfaces: Story = {
  render: () => (
    <Stack gap="sm">
      {(['--mantine-color-body', '--portal-surface', '--portal-surface-raised', '--portal-border'] as const).map(
        (token) => (
          <Group key={token} gap="sm" wrap="nowrap">
            <Paper
              w={64}
              h={32}
              radius="sm"
              style={{ background: `var(${token})`, border: '1px solid var(--portal-border)' }}
              aria-hidden
            />
            <Text size="sm" ff="monospace">
              {token}
            </Text>
          </Group>
        ),
      )}
      <Paper withBorder radius="md" p="sm" component="section" aria-label="A section">
        <Text size="sm">A section (Paper, Card) on the section surface.</Text>
        <Text size="sm" c="dimmed">
          Dimmed text on it passes AA in both schemes.
        </Text>
      </Paper>
      <Card withBorder radius="md" padding="sm" component="section" aria-label="A card">
        <Text size="sm">A card, on the same surface.</Text>
      </Card>
      <Alert color="blue" title="A raised alert">
        In dark, on the raised surface with a border and a bar in its colour, never a saturated slab.
      </Alert>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dark = document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark';
    const body = cssColor('var(--mantine-color-body)');
    for (const name of ['A section', 'A card']) {
      const section = canvas.getByRole('region', { name });
      await expect(getComputedStyle(section).backgroundColor).toBe(cssColor('var(--portal-surface)'));
      // In dark a step above the page (dark.6 on dark.7); in light white on white, the border marking it.
      if (dark) await expect(getComputedStyle(section).backgroundColor).not.toBe(body);
    }
  },
};

/** The same in dark: sections dark.6 on the dark.7 page. */
export const SurfacesDark: Story = { ...Surfaces, globals: { colorScheme: 'dark' } };

/** The page the tabs and the rail show as open: a topic of the first module. */
const OPEN_TOPIC = '/sales-2024/market-intelligence';

/**
 * Two levels of navigation that look different: the topic strip is the one underline bar; a second level (a report's
 * pages, the glossary's groups) is a row of pills. Focus rings are drawn inside the tab. Beside them the app's own side
 * rail, collapsed as a page shows it (design review, later grades: story frames), the open topic's module its one pill, as tall
 * as the story's window: the shell lays it out (`mode="static"` keeps it in the example, not on the window's edge).
 */
export const TabsAndRail: Story = {
  parameters: { route: OPEN_TOPIC },
  render: () => (
    <AppShell
      mode="static"
      navbar={{ width: RAIL_COLLAPSED_WIDTH, breakpoint: 'sm' }}
      padding="md"
      h="calc(100dvh - 2rem)"
    >
      <SideRail items={railItems(navigationItems(portalModules))} pathname={OPEN_TOPIC} />
      <AppShell.Main>
        <Stack gap="md">
          <Title order={2} size="h5">
            Tabs
          </Title>
          <Tabs defaultValue="sales">
            <Tabs.List>
              <Tabs.Tab value="sales">Sales</Tabs.Tab>
              <Tabs.Tab value="agents">Agents</Tabs.Tab>
              <Tabs.Tab value="products">Products</Tabs.Tab>
            </Tabs.List>
          </Tabs>
          <Tabs defaultValue="state" variant="pills" classNames={{ list: oneRow.list, tab: oneRow.tab }}>
            <Tabs.List aria-label="Pages">
              <Tabs.Tab value="state">Share by State</Tabs.Tab>
              <Tabs.Tab value="trend">Monthly Trend</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        </Stack>
      </AppShell.Main>
    </AppShell>
  ),
  play: async ({ canvas }) => {
    const rail = canvas.getByRole('navigation', { name: 'Main navigation' });
    const box = rail.getBoundingClientRect();
    await expect(box.width).toBe(RAIL_COLLAPSED_WIDTH);
    // Home and the module only (the tenth grade: nine glyphs repeated the strip); the open topic's module has its one pill.
    await expect(within(rail).getAllByRole('link')).toHaveLength(2);
    const module = within(rail).getByRole('link', { name: 'Sales Analytics 2024' });
    await expect(module).toHaveAttribute('aria-current', 'true');
    await expect(module).toHaveAttribute('data-active');
    // Beside the tabs, not over them, and as tall as the example (the story's height, as in a page).
    for (const tabs of canvas.getAllByRole('tablist'))
      await expect(tabs.getBoundingClientRect().left).toBeGreaterThanOrEqual(box.right);
    await expect(Math.abs(box.height - rail.parentElement!.getBoundingClientRect().height)).toBeLessThan(1);
  },
};

/**
 * The type scale (Foundations, "Type scale"; design review M5): the ramp as a table, one row per role with its size,
 * weight and colour token, and a sample drawn with them. The rows are the Foundations' own (`TYPE_ROLES`), the weights
 * the theme's (`FONT_WEIGHT`): what the screens use, written once.
 */
export const TypeScale: Story = {
  render: () => (
    <Table withTableBorder withColumnBorders verticalSpacing="xs" maw={900}>
      <Table.Thead>
        <Table.Tr>
          {['Role', 'Size', 'Weight', 'Colour token', 'Sample'].map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {TYPE_ROLES.map(({ role, size, weight, colour }) => (
          <Table.Tr key={role}>
            <Table.Th scope="row" fw="var(--portal-font-weight-label)">
              {role}
            </Table.Th>
            <Table.Td>{size}</Table.Td>
            <Table.Td>
              {FONT_WEIGHT[weight]} ({weight})
            </Table.Td>
            <Table.Td>
              <code>{colour}</code>
            </Table.Td>
            <Table.Td data-sample style={{ fontSize: size, fontWeight: FONT_WEIGHT[weight], color: `var(${colour})` }}>
              {weight === 'figure' ? '$48.2M' : 'Weighted sales'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Role',
      'Size',
      'Weight',
      'Colour token',
      'Sample',
    ]);
    // Every role's sample is drawn at its token's weight and size: the table shows what it says.
    const samples = [...canvasElement.querySelectorAll<HTMLElement>('[data-sample]')];
    await expect(samples).toHaveLength(TYPE_ROLES.length);
    const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    for (const [index, { weight, size }] of TYPE_ROLES.entries()) {
      const style = getComputedStyle(samples[index]!);
      await expect(Number(style.fontWeight)).toBe(FONT_WEIGHT[weight]);
      await expect(parseFloat(style.fontSize)).toBe(parseFloat(size) * rootSize);
    }
    await expect(new Set(samples.map((sample) => getComputedStyle(sample).fontWeight)).size).toBe(4);
  },
};

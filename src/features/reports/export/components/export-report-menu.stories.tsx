import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import type { components } from '@/api/powerbi-reports.gen';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { EXPORT_MAX_POLL_MS, EXPORT_TEXT } from '../constants';
import { ExportReportMenu } from './export-report-menu';
import { neverAnswered } from '@/testing/mock-answers';
import { expectRetryLook } from '@/testing/retry-button-look';
import { isPhone } from '@/testing/phone-width-story';

const REPORT_ID = '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01';
const EXPORT_ID = 'c3Rvcnktam9i';
const PERCENT_SHOWN = 45;

/** The job as the service describes it (the contract's `Export`). */
function job(status: components['schemas']['ExportState'], percentComplete: number): components['schemas']['Export'] {
  return { id: EXPORT_ID, reportId: REPORT_ID, reportName: 'Market Intelligence', status, percentComplete };
}

/** The mock service starts the job, then answers each poll of its status with `status`. */
function startedThenPolled(status: () => Response) {
  return {
    msw: {
      handlers: [
        http.post('*/v1.0/myorg/reports/:reportId/ExportTo', () =>
          HttpResponse.json(job('NotStarted', 0), { status: 202 }),
        ),
        http.get('*/v1.0/myorg/reports/:reportId/exports/:exportId', status),
      ],
    },
  };
}

/** The export of the page on screen, in the report toolbar: its menu, its progress and its failure. */
const meta = {
  title: 'Reports/ExportReportMenu',
  component: ExportReportMenu,
  args: { reportId: REPORT_ID, pageName: 'ReportSection2', reportName: 'Market Intelligence' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExportReportMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a person sees of the focus: the outline the focused element draws, "none" when it draws none. */
const focusRing = () => getComputedStyle(document.activeElement!).outlineStyle;

/** Chooses the format in the menu (its dropdown renders in a portal, outside the canvas). */
async function choose(canvasElement: HTMLElement, item: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_TEXT.export }));
  await userEvent.click(await screen.findByRole('menuitem', { name: item }));
}

export const Menu: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: EXPORT_TEXT.export }));
    const pdf = await screen.findByRole('menuitem', { name: EXPORT_TEXT.pdf });
    // The dropdown fades in: visible once its transition has run.
    await waitFor(() => expect(pdf).toBeVisible());
    await expect(screen.getByRole('menuitem', { name: EXPORT_TEXT.png })).toBeVisible();
    await expect(screen.getByRole('menuitem', { name: EXPORT_TEXT.pptx })).toBeVisible();
  },
};

/** A job under way: the service answers 45 % and asks for the longest wait, so the story stays there. */
export const Progress: Story = {
  parameters: {
    ...startedThenPolled(() =>
      HttpResponse.json(job('Running', PERCENT_SHOWN), {
        status: 202,
        headers: { 'Retry-After': String(EXPORT_MAX_POLL_MS / 1000) },
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, EXPORT_TEXT.pdf);
    const canvas = within(canvasElement);
    const bar = await canvas.findByRole('progressbar', { name: EXPORT_TEXT.progressLabel('PDF') });
    await expect(await canvas.findByText(`${PERCENT_SHOWN}%`, {}, { timeout: 5000 })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', String(PERCENT_SHOWN));
    const cancel = canvas.getByRole('button', { name: EXPORT_TEXT.cancel });
    await expect(cancel).toBeVisible();
    // Started with the pointer: the row holds the focus, with no ring on Cancel
    // (design review, later grades: focus on pointer opens).
    await expect(document.activeElement).toContainElement(cancel);
    await expect(focusRing()).toBe('none');
  },
};

/** Started from the keyboard, Cancel takes the focus with its ring: Enter there stops the export. */
export const ProgressFromTheKeyboard: Story = {
  parameters: Progress.parameters,
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: EXPORT_TEXT.export }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: EXPORT_TEXT.pdf })).toBeVisible());
    screen.getByRole('menuitem', { name: EXPORT_TEXT.pdf }).focus();
    await userEvent.keyboard('{Enter}');
    const cancel = await within(canvasElement).findByRole('button', { name: EXPORT_TEXT.cancel });
    await waitFor(() => expect(cancel).toHaveFocus());
    await expect(focusRing()).not.toBe('none');
  },
};

/** The job failed: the message says so and offers to try again (which starts a new job). */
export const Failure: Story = {
  parameters: { ...startedThenPolled(() => HttpResponse.json(job('Failed', 60), { status: 200 })) },
  play: async ({ canvasElement }) => {
    // The failure is logged for whoever looks at the console; the story expects that line.
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    await choose(canvasElement, EXPORT_TEXT.png);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(EXPORT_TEXT.failed('PNG'));
    await expect(logged).toHaveBeenCalledWith('Report export failed', expect.any(Error));
    await expect(canvas.getByRole('button', { name: EXPORT_TEXT.retry })).toBeVisible();
    await expectRetryLook(canvas.getByRole('button', { name: EXPORT_TEXT.retry }), { touchTarget: isPhone() });
    await expect(canvas.getByRole('button', { name: EXPORT_TEXT.dismiss })).toBeVisible();
    // One surface: the alert is the floating row, no card around it (design review, later grades: the dashboard's
    // toolbar; a bordered card held it).
    const alert = canvas.getByRole('alert').getBoundingClientRect();
    const row = canvasElement.querySelector('[data-export-row]')!;
    await expect(getComputedStyle(row).borderTopWidth).toBe('0px');
    const box = row.getBoundingClientRect();
    await expect([alert.left, alert.top, alert.right, alert.bottom]).toEqual([
      box.left,
      box.top,
      box.right,
      box.bottom,
    ]);
  },
};

/** Waiting for the service to accept the job: the bar starts at 0 %. */
export const Starting: Story = {
  parameters: { msw: { handlers: [http.post('*/v1.0/myorg/reports/:reportId/ExportTo', neverAnswered)] } },
  play: async ({ canvasElement }) => {
    await choose(canvasElement, EXPORT_TEXT.pdf);
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: EXPORT_TEXT.progressLabel('PDF') }),
    ).toHaveAttribute('aria-valuenow', '0');
  },
};

/** The service refused the state on screen (here: too large): the person reads why, and no other export follows. */
export const StateRefused: Story = {
  args: { captureState: async () => 'a captured state' },
  parameters: {
    msw: {
      handlers: [
        http.post('*/v1.0/myorg/reports/:reportId/ExportTo', () =>
          HttpResponse.json(
            { error: { code: 'InvalidRequest', message: 'defaultBookmark.state is longer than 65536 characters' } },
            { status: 400 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const logged = spyOn(console, 'error').mockImplementation(() => {});
    await choose(canvasElement, EXPORT_TEXT.pdf);
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(EXPORT_TEXT.failed('PDF'));
    await expect(alert).toHaveTextContent(EXPORT_TEXT.stateRefused);
    await expect(logged).toHaveBeenCalledWith('The report service refused the state on screen', expect.any(Error));
  },
};

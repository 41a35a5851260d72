import { existsSync, readdirSync, readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { holdTimedStates } from './hold-timed-states';
import { storybookStaticDir } from './storybook-build';
import {
  COLOR_SCHEMES,
  type ColorScheme,
  VISUAL_BASELINE_DIR,
  VIEWPORTS,
  type Viewport,
  baselineImageName,
  settledEmbedPhasesOf,
  viewportsOf,
} from './visual-baseline';

/**
 * The visual baseline: every story of the static Storybook, in light and in dark, at desktop size
 * (and at phone width too when the story is a whole screen), compared with the images kept in
 * e2e-storybook/visual-baseline/. `npm run visual` compares and writes the report of what changed;
 * `npm run visual:accept` makes the new images the baseline.
 *
 * In dark the story's play function and its accessibility checks (the a11y addon's, with the story's
 * own `parameters.a11y`) run too: the Vitest story run covers light, this run covers dark.
 *
 * One preview page per worker shows story after story, as Storybook's own UI does (a page load per
 * image would cost more than the rendering). What would carry over from one story to the next (scroll,
 * focus) is reset before each; the clock is fixed, so dates in stories and mock data never change.
 * A state that lasts a while (a 5 s message) is held from the end of the play function until its
 * images are taken (hold-timed-states.ts).
 */

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs'; tags?: string[] };

const FIXED_TIME = new Date('2026-03-02T09:30:00Z');

const indexFile = join(storybookStaticDir, 'index.json');
if (!existsSync(indexFile)) {
  throw new Error(
    `No static Storybook at ${storybookStaticDir}: run it with "node scripts/test/storybook-static.mjs".`,
  );
}
const stories = Object.values(
  (JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');
const firstStory = stories[0]?.id;
if (!firstStory) throw new Error(`The static Storybook at ${storybookStaticDir} has no stories`);

type StoryOutcome = { status: string; failures: string[] };

/** The preview page of a worker, and what it shows now. */
class StoryPreview {
  private colorScheme: ColorScheme | undefined;

  constructor(readonly page: Page) {}

  /**
   * Renders a story (its loaders, play function and, unless turned off, axe) and waits for the end,
   * and for its embeds to reach a phase of `settled` (`settledEmbedPhasesOf` the story's tags).
   */
  async render(
    storyId: string,
    colorScheme: ColorScheme,
    viewport: Viewport,
    settled: readonly string[],
  ): Promise<StoryOutcome> {
    await this.page.setViewportSize(VIEWPORTS[viewport]);
    const outcome = await this.page.evaluate(
      async ({ storyId, colorScheme, changeScheme }) => {
        type Report = { type: string; status: string; result?: { violations?: AxeViolation[]; error?: unknown } };
        type AxeViolation = { id: string; help: string; nodes: { target: unknown[] }[] };
        type Finished = { storyId: string; status: string; reporters: Report[] };
        const scope = window as unknown as {
          __STORYBOOK_PREVIEW__: {
            currentRender?: { id: string };
            onUpdateGlobals(input: { globals: Record<string, unknown> }): Promise<void>;
            onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
            onForceRemount(input: { storyId: string }): Promise<void>;
          };
          __STORYBOOK_ADDONS_CHANNEL__: {
            on(event: string, listener: (payload: never) => void): void;
            off(event: string, listener: (payload: never) => void): void;
          };
          __holdTimedStates: { start(): void; release(): void };
        };
        const preview = scope.__STORYBOOK_PREVIEW__;
        const channel = scope.__STORYBOOK_ADDONS_CHANNEL__;
        const nextFinished = (id: string) =>
          new Promise<Finished>((resolve) => {
            const onFinished = (event: Finished) => {
              if (event.storyId !== id) return;
              channel.off('storyFinished', onFinished);
              resolve(event);
            };
            channel.on('storyFinished', onFinished);
          });
        if (changeScheme) {
          // New globals re-render the story shown now, and Storybook's onUpdateGlobals does not wait for
          // it: a story selected (or remounted) meanwhile raced that render (seen as a play function
          // measuring a list half laid out). So the re-render ends first.
          const shown = preview.currentRender?.id;
          const rerendered = shown ? nextFinished(shown) : Promise.resolve();
          // Light is checked by axe in the Vitest story run; here only dark is (`manual` skips it).
          await preview.onUpdateGlobals({ globals: { colorScheme, a11y: { manual: colorScheme === 'light' } } });
          await rerendered;
        }
        // What the last story's images held runs now, before this story is shown.
        scope.__holdTimedStates.release();
        window.scrollTo(0, 0);
        (document.activeElement as HTMLElement | null)?.blur();
        const errors: string[] = [];
        const onError = (error: { message?: string }) => errors.push(error?.message ?? String(error));
        channel.on('playFunctionThrewException', onError);
        channel.on('storyThrewException', onError);
        // "completing" follows the play function (or the render, for a story without one), before the
        // accessibility check: from there the state reached is held until the images are taken.
        const onPhase = (event: { storyId: string; newPhase: string }) => {
          if (event.storyId === storyId && event.newPhase === 'completing') scope.__holdTimedStates.start();
        };
        channel.on('storyRenderPhaseChanged', onPhase);
        const finished = nextFinished(storyId);
        if (preview.currentRender?.id === storyId) await preview.onForceRemount({ storyId });
        else await preview.onSetCurrentStory({ storyId, viewMode: 'story' });
        const event = await finished;
        channel.off('playFunctionThrewException', onError);
        channel.off('storyThrewException', onError);
        channel.off('storyRenderPhaseChanged', onPhase);
        const failures = [...errors];
        for (const report of event.reporters) {
          if (report.status !== 'failed') continue;
          if (report.result?.error) failures.push(`${report.type}: ${String(report.result.error)}`);
          for (const violation of report.result?.violations ?? []) {
            const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
            failures.push(`${report.type} ${violation.id}: ${violation.help} (${targets})`);
          }
        }
        return { status: event.status, failures };
      },
      { storyId, colorScheme, changeScheme: colorScheme !== this.colorScheme },
    );
    this.colorScheme = colorScheme;
    // An embedded report renders in its own frame after the story has finished: its image is taken once
    // it has rendered or failed, never part-way (the Dashboard Topic story's image changed between runs).
    // A hidden frame (the report of a signed-out view) never loads, and is not in the image. A story
    // tagged `report-loading` is of the loading frame: its play function has checked that state.
    await this.page.waitForFunction(
      (phases) =>
        [...document.querySelectorAll<HTMLElement>('[data-embed-phase]')]
          .filter((stage) => stage.checkVisibility())
          .every((stage) => phases.includes(stage.dataset.embedPhase ?? '')),
      settled,
    );
    return outcome;
  }
}

const test = base.extend<object, { preview: StoryPreview }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({
        baseURL: workerInfo.project.use.baseURL,
        viewport: VIEWPORTS.desktop,
        deviceScaleFactor: 1,
        locale: 'en-US',
        timezoneId: 'UTC',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      if (!process.env.NO_CLOCK) await page.clock.setFixedTime(FIXED_TIME);
      await page.addInitScript(holdTimedStates);
      await page.goto(`/iframe.html?viewMode=story&id=${firstStory}`);
      await page.waitForFunction(
        () =>
          (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
            .__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
      );
      await use(new StoryPreview(page));
      await context.close();
    },
    { scope: 'worker' },
  ],
});

test.describe.configure({ mode: 'parallel' });

// Light first, then dark: a worker changes the colour scheme (a re-render) once, not at every image.
for (const colorScheme of COLOR_SCHEMES) {
  for (const story of stories) {
    const [first, ...others] = viewportsOf(story.tags ?? []);
    const settled = settledEmbedPhasesOf(story.tags ?? []);
    test(`${story.title} › ${story.name} (${colorScheme}) [${story.id}]`, async ({ preview }) => {
      const { status, failures } = await preview.render(story.id, colorScheme, first, settled);
      expect(failures, `${story.id} in ${colorScheme}: its play function and accessibility checks`).toEqual([]);
      expect(status).toBe('success');
      // Soft: every image of the story is compared (and reported) even when the first one changed.
      await expect.soft(preview.page).toHaveScreenshot(baselineImageName(story.id, colorScheme, first));
      // A render of its own at a phone's width: a state a story shows for a while (a message's 5 s) is
      // still there, however long the first image took on a busy machine (resizing the first render
      // caught it gone, now and then).
      // Its play function must pass at that width too: an image of a state it failed to reach is no baseline.
      for (const viewport of others) {
        const atWidth = await preview.render(story.id, colorScheme, viewport, settled);
        expect.soft(atWidth.failures, `${story.id} in ${colorScheme} at ${viewport} width`).toEqual([]);
        expect.soft(atWidth.status).toBe('success');
        await expect.soft(preview.page).toHaveScreenshot(baselineImageName(story.id, colorScheme, viewport));
      }
    });
  }
}

test('every image of the baseline belongs to a story', () => {
  const expected = new Set(
    COLOR_SCHEMES.flatMap((colorScheme) =>
      stories.flatMap((story) =>
        viewportsOf(story.tags ?? []).map((viewport) => baselineImageName(story.id, colorScheme, viewport)),
      ),
    ),
  );
  const baseline = existsSync(VISUAL_BASELINE_DIR) ? readdirSync(VISUAL_BASELINE_DIR) : [];
  const orphans = baseline.filter((file) => !expected.has(file));
  // Accepting the new images (`--update-snapshots`) also removes those of stories that are gone.
  if (test.info().config.updateSnapshots === 'all' || test.info().config.updateSnapshots === 'changed') {
    for (const file of orphans) unlinkSync(join(VISUAL_BASELINE_DIR, file));
    return;
  }
  expect(orphans, 'images of stories that no longer exist: npm run visual:accept removes them').toEqual([]);
});

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { QUICK_WINS_SLIDES, QUICK_WINS_TEXT } from './constants';
import { performanceMetricGroups } from './performance-metrics';

/** What scripts/generate/generate-quick-wins-pdf.mjs exports (a plain .mjs file, so typed here). */
interface QuickWinsGenerator {
  buildQuickWinsPdf: () => Promise<Uint8Array>;
  PAGE_SIZE: readonly [number, number];
  SLIDE_TITLES: string[];
  TRACKING_KPIS: { group: string; kpis: string[] }[];
  AGENT_DEFINITIONS: { term: string; definition: string }[];
}

const ROOT = resolve(__dirname, '../../..');
const COMMITTED_PDF = resolve(ROOT, 'public/quick-wins/quick-wins-presentation.pdf');
const GENERATOR = resolve(ROOT, 'scripts/generate/generate-quick-wins-pdf.mjs');

async function loadGenerator(): Promise<QuickWinsGenerator> {
  return (await import(/* @vite-ignore */ GENERATOR)) as QuickWinsGenerator;
}

describe('the Quick Wins presentation (public/quick-wins/quick-wins-presentation.pdf)', () => {
  it('is a landscape 16:9 PDF of at least six pages', async () => {
    // A copy in this realm: jsdom has its own Uint8Array, which pdf-lib checks the input against.
    const pdf = await PDFDocument.load(new Uint8Array(readFileSync(COMMITTED_PDF)));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(6);
    expect(pdf.getTitle()).toBe('Quick Wins');
    // The poster shown where the browser draws no PDF (and on phones) tells the slide count and the file's size.
    const kb = Math.round(readFileSync(COMMITTED_PDF).length / 1024);
    expect(QUICK_WINS_TEXT.posterDetails).toBe(`${pdf.getPageCount()} slides · PDF, ${kb} KB`);
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      expect(width / height).toBeCloseTo(16 / 9, 3);
    }
  });

  it('is what the generator makes today, byte for byte (regenerate it after changing the script)', async () => {
    const { buildQuickWinsPdf } = await loadGenerator();
    const regenerated = await buildQuickWinsPdf();
    expect(Buffer.from(regenerated).equals(readFileSync(COMMITTED_PDF))).toBe(true);
  }, 30_000);

  it('covers the levers, market classification, recruiting prioritization and tracking', async () => {
    const { SLIDE_TITLES } = await loadGenerator();
    // The cover, then the slides the poster lists where the browser draws no PDF.
    expect(SLIDE_TITLES).toEqual(['Quick Wins', ...QUICK_WINS_SLIDES]);
    expect(SLIDE_TITLES).toEqual(
      expect.arrayContaining([
        'Quick-win levers (0-6 months)',
        'Medium-term levers (6-18 months)',
        'Market classification',
        'Recruiting prioritization',
        'Prioritized KPIs to track',
      ]),
    );
  });

  it('defines the agent classes with the thresholds of R9.1 and R9.2', async () => {
    const { AGENT_DEFINITIONS } = await loadGenerator();
    expect(AGENT_DEFINITIONS).toEqual([
      { term: 'Producing agent', definition: 'At least one sold policy in the last 12 months.' },
      { term: 'Non-producing agent', definition: 'No sold policy in the last 12 months.' },
      { term: 'High producing agent', definition: 'Weighted sales above $50K in the last 12 months.' },
      { term: 'Low producing agent', definition: 'Weighted sales below $10K in the last 12 months.' },
    ]);
  });

  it('tracks exactly the prioritized KPIs of the glossary', async () => {
    const { TRACKING_KPIS } = await loadGenerator();
    expect(TRACKING_KPIS).toEqual(
      performanceMetricGroups.map((group) => ({
        group: group.title,
        kpis: group.items.filter((item) => item.kpi_priority).map((item) => item.name),
      })),
    );
  });
});

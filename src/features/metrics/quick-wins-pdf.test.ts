import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { QUICK_WINS_ALL_SLIDES, QUICK_WINS_SLIDES, QUICK_WINS_TEXT, quickWinsSlideImagePath } from './constants';
import { performanceMetricGroups } from './performance-metrics';

/** What scripts/generate/generate-quick-wins-pdf.mjs exports (a plain .mjs file, so typed here). */
interface QuickWinsGenerator {
  buildQuickWinsPdf: () => Promise<Uint8Array>;
  buildQuickWinsSlideSvgs: () => Promise<string[]>;
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

describe('the slides as images (public/quick-wins/slide-N.svg), drawn with the PDF', () => {
  const committed = (number: number) => readFileSync(resolve(ROOT, 'public', quickWinsSlideImagePath(number)), 'utf8');

  it('are what the generator makes today, byte for byte, one per page (regenerate them after changing the script)', async () => {
    const { buildQuickWinsSlideSvgs } = await loadGenerator();
    const svgs = await buildQuickWinsSlideSvgs();
    const pdf = await PDFDocument.load(new Uint8Array(readFileSync(COMMITTED_PDF)));
    expect(svgs).toHaveLength(pdf.getPageCount());
    svgs.forEach((svg, index) => expect(svg).toBe(committed(index + 1)));
  }, 30_000);

  it('each carry their slide’s number and title, and are small, 16:9 and without scripts or outside files', () => {
    QUICK_WINS_ALL_SLIDES.forEach((title, index) => {
      const svg = committed(index + 1);
      expect(svg).toContain('viewBox="0 0 960 540"');
      expect(svg).toContain(`<title>Slide ${index + 1}: ${title.replace(/&/g, '&amp;')}</title>`);
      // The title as the slide draws it, in the slide's text.
      expect(svg).toMatch(new RegExp(`<text [^>]*font-weight="bold"[^>]*>${title.replace(/[()]/g, '\\$&')}</text>`));
      expect(svg).not.toMatch(/<script|\bon[a-z]+=|href=|url\(/i);
      expect(Buffer.byteLength(svg)).toBeLessThan(8 * 1024);
    });
  });
});

// Generates the Quick Wins presentation shown on /sales-2024/quick-wins:
//   node scripts/generate/generate-quick-wins-pdf.mjs [--out path/to/file.pdf]
// (default output public/quick-wins/quick-wins-presentation.pdf, which is committed), and beside it one
// SVG image per slide, slide-1.svg ... slide-8.svg (committed too), which the phone's card shows as
// thumbnails (design review 2026-11-29: a phone saw only the slides' titles). The SVGs are not a second
// layout: each page is drawn once, through a recorder that passes every call on to pdf-lib and writes
// the same shape as SVG (y flipped), so the images cannot drift from the PDF.
//
// pdf-lib with the standard PDF fonts (nothing to embed, so the file stays small) on landscape 16:9
// pages. The output is deterministic: fixed metadata dates and no random ids, so running the script
// again gives the same bytes and a changed PDF in a diff always means changed content.
// The business constants are those of R9.1-R9.3; the tracked KPIs are the glossary's
// (src/features/metrics/performance-metrics.ts), which a unit test checks.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_OUTPUT = resolve(ROOT, 'public/quick-wins/quick-wins-presentation.pdf');

/** 16:9 widescreen, 13.33 x 7.5 in, in PDF points. */
export const PAGE_SIZE = /** @type {const} */ ([960, 540]);
const [PAGE_WIDTH, PAGE_HEIGHT] = PAGE_SIZE;
/** Fixed, so regenerating gives identical bytes. */
const DOCUMENT_DATE = new Date('2024-03-01T09:00:00Z');

// R9.2, R9.3.
export const HIGH_PRODUCING_WEIGHTED_SALES = '$50K';
export const LOW_PRODUCING_WEIGHTED_SALES = '$10K';
export const OPERATIONAL_PLACEMENT_LAG = '3-month lag on submissions';

const COLORS = {
  navy: rgb(0.047, 0.224, 0.361),
  teal: rgb(0.106, 0.541, 0.498),
  gold: rgb(0.941, 0.643, 0.204),
  coral: rgb(0.851, 0.353, 0.29),
  ink: rgb(0.12, 0.16, 0.2),
  muted: rgb(0.36, 0.4, 0.45),
  panel: rgb(0.949, 0.961, 0.973),
  line: rgb(0.85, 0.87, 0.9),
  white: rgb(1, 1, 1),
  paleNavy: rgb(0.78, 0.85, 0.91),
};

/** The prioritized KPIs of the glossary, per group, as slide 7 lists them. */
export const TRACKING_KPIS = [
  {
    group: 'Sales Pipeline',
    kpis: ['Client Prospects', 'Client Submissions', 'Submission-to-Prospect Ratio', 'Issue Ratio', 'Placement Ratio'],
  },
  {
    group: 'Sales Production',
    kpis: ['Sold Policies', 'Weighted Sales', 'Average Policy Size', 'Cross-Sell Ratio', 'Product Ratio'],
  },
  {
    group: 'Inforce & Customer Penetration',
    kpis: ['Inforce Clients', 'Products per Client', 'Multi-Product Ratio', 'Policy Lapse Ratio'],
  },
  {
    group: 'Product Mix',
    kpis: ['Care Solutions Sold Policy Mix', 'Care Solutions Inforce Policy Mix', 'Care Solutions Agent Ratio'],
  },
  {
    group: 'Agents & Recruiting',
    kpis: [
      'Active Agents',
      'Producing Ratio',
      'High Producing Agent Ratio',
      'Low Producing Agent Ratio',
      'Agent Attrition Rate',
      'Net Agents Added',
    ],
  },
  { group: 'Implied Metrics & Ratios', kpis: [] },
];

/** Agent classes used for coaching and recruiting (R9.1, R9.2). */
export const AGENT_DEFINITIONS = [
  { term: 'Producing agent', definition: 'At least one sold policy in the last 12 months.' },
  { term: 'Non-producing agent', definition: 'No sold policy in the last 12 months.' },
  {
    term: 'High producing agent',
    definition: `Weighted sales above ${HIGH_PRODUCING_WEIGHTED_SALES} in the last 12 months.`,
  },
  {
    term: 'Low producing agent',
    definition: `Weighted sales below ${LOW_PRODUCING_WEIGHTED_SALES} in the last 12 months.`,
  },
];

const QUICK_WINS = [
  {
    title: 'Inforce cross-sell campaign',
    body: 'Offer Care Solutions and annuities to single-product inforce clients, with lead lists from the customer segmentation.',
    kpis: 'Cross-Sell Ratio, Products per Client, Multi-Product Ratio',
  },
  {
    title: 'Weekly pipeline follow-up',
    body: 'Review open submissions and issued but unpaid cases every week; chase outstanding requirements and policy delivery.',
    kpis: 'Issue Ratio, Placement Ratio',
  },
  {
    title: 'Reactivate non-producing agents',
    body: 'Call campaign and product refresher for agents with no sold policy in the last 12 months.',
    kpis: 'Producing Ratio, Active Agents',
  },
  {
    title: 'Lapse prevention',
    body: 'Contact clients with missed premiums before termination; measure lapses on the inforce at the start of the period.',
    kpis: 'Policy Lapse Ratio',
  },
  {
    title: 'Care Solutions enablement',
    body: 'Quick-reference guides and joint field work for agents who have never sold a Care Solutions policy.',
    kpis: 'Care Solutions Agent Ratio, Care Solutions Sold Policy Mix',
  },
];

const MEDIUM_TERM = [
  {
    title: 'Tiered agent coaching model',
    body: `Support by agent class: retain high producers (above ${HIGH_PRODUCING_WEIGHTED_SALES}), coach low producers (below ${LOW_PRODUCING_WEIGHTED_SALES}) up, reactivate or release non-producers.`,
    kpis: 'High / Low Producing Agent Ratio',
  },
  {
    title: 'Recruiting in priority markets',
    body: 'Recruit where the carrier’s agent share trails its market potential (see market classification).',
    kpis: 'Net Agents Added, Agent Attrition Rate',
  },
  {
    title: 'Faster underwriting and issue',
    body: `Simplified issue for small cases and e-delivery; track the operational placement ratio with its ${OPERATIONAL_PLACEMENT_LAG}.`,
    kpis: 'Operational Placement Ratio, Issue Ratio',
  },
  {
    title: 'Product mix shift',
    body: 'Grow Care Solutions in sold and inforce policies; position annuities for inforce clients near retirement.',
    kpis: 'Care Solutions Sold / Inforce Policy Mix',
  },
  {
    title: 'Performance tracking cadence',
    body: 'Monthly KPI review by market and agent cohort; quarterly reset of targets over the last 12 months.',
    kpis: 'All prioritized KPIs',
  },
];

const MARKET_QUADRANTS = [
  {
    name: 'Grow',
    where: 'Low market share, high potential',
    action: 'Priority for recruiting and for the quick wins; add agents and prospects.',
    color: COLORS.teal,
  },
  {
    name: 'Defend & deepen',
    where: 'High market share, high potential',
    action: 'Cross-sell the inforce base, retain high producing agents.',
    color: COLORS.navy,
  },
  {
    name: 'Monitor',
    where: 'Low market share, low potential',
    action: 'Serve efficiently; no new investment until potential changes.',
    color: COLORS.muted,
  },
  {
    name: 'Sustain',
    where: 'High market share, low potential',
    action: 'Protect the inforce, manage lapses, replace attrition only.',
    color: COLORS.gold,
  },
];

const RECRUITING_PRIORITIES = [
  ['1', 'Grow markets', 'Add agents where agent share trails potential', 'Net Agents Added'],
  ['2', 'Defend & deepen', 'Replace attrition; add Care Solutions specialists', 'Agent Attrition Rate'],
  ['3', 'Sustain markets', 'Replace attrition only', 'Producing Ratio'],
  ['4', 'Monitor markets', 'No active recruiting', 'Active Agents'],
];

const NEXT_STEPS = [
  {
    when: 'Month 1',
    what: 'Set KPI baselines for the reporting period and the last 12 months; launch the cross-sell campaign and weekly pipeline reviews.',
  },
  {
    when: 'Months 2-3',
    what: 'Reactivation programme for non-producing agents; lapse-prevention calls; first monthly KPI review.',
  },
  {
    when: 'Months 4-6',
    what: `Measure the quick wins (the operational placement ratio needs its ${OPERATIONAL_PLACEMENT_LAG}); start the coaching model.`,
  },
  {
    when: 'Months 6-18',
    what: 'Recruit in Grow markets, shift the product mix, faster underwriting; quarterly target resets.',
  },
];

/** Splits `text` into lines no wider than `maxWidth` at `size`. */
function wrap(text, font, size, maxWidth) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws wrapped text from the baseline `y` down; returns the y below the last line. */
function paragraph(page, text, { x, y, width, font, size, color = COLORS.ink, leading = 1.3 }) {
  let baseline = y;
  for (const line of wrap(text, font, size, width)) {
    page.drawText(line, { x, y: baseline, size, font, color });
    baseline -= size * leading;
  }
  return baseline;
}

function slideFrame(page, fonts, { title, kicker, number, total }) {
  page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: COLORS.white });
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 84, width: PAGE_WIDTH, height: 84, color: COLORS.navy });
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - 88, width: PAGE_WIDTH, height: 4, color: COLORS.teal });
  page.drawText(kicker.toUpperCase(), {
    x: 48,
    y: PAGE_HEIGHT - 32,
    size: 10,
    font: fonts.bold,
    color: COLORS.paleNavy,
  });
  page.drawText(title, { x: 48, y: PAGE_HEIGHT - 64, size: 26, font: fonts.bold, color: COLORS.white });
  page.drawLine({
    start: { x: 48, y: 36 },
    end: { x: PAGE_WIDTH - 48, y: 36 },
    thickness: 0.75,
    color: COLORS.line,
  });
  page.drawText('Quick Wins  |  2024 Deployment', { x: 48, y: 20, size: 9, font: fonts.regular, color: COLORS.muted });
  const pageLabel = `${number} / ${total}`;
  page.drawText(pageLabel, {
    x: PAGE_WIDTH - 48 - fonts.regular.widthOfTextAtSize(pageLabel, 9),
    y: 20,
    size: 9,
    font: fonts.regular,
    color: COLORS.muted,
  });
}

/** A numbered lever: number disc, title, text and the KPIs it moves. */
function leverRow(page, fonts, lever, index, { x, y, width, accent }) {
  page.drawCircle({ x: x + 14, y: y - 8, size: 14, color: accent });
  const digit = String(index + 1);
  page.drawText(digit, {
    x: x + 14 - fonts.bold.widthOfTextAtSize(digit, 13) / 2,
    y: y - 12.5,
    size: 13,
    font: fonts.bold,
    color: COLORS.white,
  });
  const textX = x + 44;
  page.drawText(lever.title, { x: textX, y: y - 6, size: 14, font: fonts.bold, color: COLORS.ink });
  const bodyWidth = width - 44 - 250;
  paragraph(page, lever.body, { x: textX, y: y - 24, width: bodyWidth, font: fonts.regular, size: 11 });
  const kpiX = x + width - 236;
  page.drawRectangle({ x: kpiX - 10, y: y - 50, width: 246, height: 50, color: COLORS.panel });
  page.drawText('KPIs MOVED', { x: kpiX, y: y - 14, size: 8, font: fonts.bold, color: COLORS.teal });
  paragraph(page, lever.kpis, { x: kpiX, y: y - 28, width: 226, font: fonts.regular, size: 10, leading: 1.25 });
}

/** The line under a slide's title that says what the slide shows. */
function slideIntro(page, fonts, text) {
  paragraph(page, text, {
    x: 48,
    y: PAGE_HEIGHT - 118,
    width: PAGE_WIDTH - 96,
    font: fonts.regular,
    size: 12,
    color: COLORS.muted,
  });
}

function leverSlide(page, fonts, levers, intro, accent) {
  slideIntro(page, fonts, intro);
  levers.forEach((lever, index) => {
    leverRow(page, fonts, lever, index, { x: 48, y: PAGE_HEIGHT - 140 - index * 70, width: PAGE_WIDTH - 96, accent });
  });
}

const SLIDES = [
  {
    kicker: '',
    title: 'Quick Wins',
    draw(page, fonts) {
      page.drawRectangle({ x: 0, y: 0, width: PAGE_WIDTH, height: PAGE_HEIGHT, color: COLORS.navy });
      page.drawRectangle({ x: 0, y: 0, width: 18, height: PAGE_HEIGHT, color: COLORS.teal });
      page.drawRectangle({ x: 72, y: 318, width: 96, height: 6, color: COLORS.gold });
      page.drawText('2024 DEPLOYMENT  |  SALES GROWTH PLANNING', {
        x: 72,
        y: 346,
        size: 12,
        font: fonts.bold,
        color: COLORS.paleNavy,
      });
      page.drawText('Quick Wins', { x: 72, y: 250, size: 60, font: fonts.bold, color: COLORS.white });
      paragraph(page, 'Quick-win and medium-term levers, market classification and recruiting prioritization', {
        x: 72,
        y: 205,
        width: 620,
        font: fonts.regular,
        size: 20,
        color: COLORS.white,
      });
      page.drawText('Carrier analytics portal  |  Metrics for Performance Tracking', {
        x: 72,
        y: 72,
        size: 11,
        font: fonts.regular,
        color: COLORS.paleNavy,
      });
      // A simple rising bar motif on the right.
      [70, 110, 95, 150, 190].forEach((height, index) => {
        page.drawRectangle({
          x: 700 + index * 40,
          y: 120,
          width: 26,
          height,
          color: index === 4 ? COLORS.gold : COLORS.teal,
          opacity: index === 4 ? 1 : 0.55 + index * 0.1,
        });
      });
    },
  },
  {
    kicker: 'Summary',
    title: 'Where the growth comes from',
    draw(page, fonts) {
      const cards = [
        {
          title: 'Grow from the inforce base',
          body: 'Sell Care Solutions and annuities to existing clients, who already know and trust the carrier.',
          kpis: 'Products per Client, Multi-Product Ratio, Cross-Sell Ratio',
          color: COLORS.teal,
        },
        {
          title: 'Convert more of the pipeline',
          body: 'Turn more prospects into submissions and more issued cases into placed policies with weekly case follow-up.',
          kpis: 'Submission-to-Prospect Ratio, Issue Ratio, Placement Ratio',
          color: COLORS.navy,
        },
        {
          title: 'Activate the agent force',
          body: `Reactivate non-producing agents, move low producers (below ${LOW_PRODUCING_WEIGHTED_SALES}) up and keep high producers (above ${HIGH_PRODUCING_WEIGHTED_SALES}).`,
          kpis: 'Producing Ratio, High / Low Producing Agent Ratio',
          color: COLORS.gold,
        },
        {
          title: 'Recruit where the market is',
          body: 'Classify markets by market share and potential; recruit first where the agent share trails the potential.',
          kpis: 'Net Agents Added, Agent Attrition Rate',
          color: COLORS.coral,
        },
      ];
      const width = (PAGE_WIDTH - 96 - 3 * 16) / 4;
      cards.forEach((card, index) => {
        const x = 48 + index * (width + 16);
        page.drawRectangle({ x, y: 70, width, height: 360, color: COLORS.panel });
        page.drawRectangle({ x, y: 424, width, height: 6, color: card.color });
        const after = paragraph(page, card.title, { x: x + 16, y: 392, width: width - 32, font: fonts.bold, size: 16 });
        paragraph(page, card.body, { x: x + 16, y: after - 12, width: width - 32, font: fonts.regular, size: 12 });
        page.drawLine({
          start: { x: x + 16, y: 170 },
          end: { x: x + width - 16, y: 170 },
          thickness: 0.75,
          color: COLORS.line,
        });
        page.drawText('KPIS TO MOVE', { x: x + 16, y: 148, size: 8, font: fonts.bold, color: COLORS.teal });
        paragraph(page, card.kpis, {
          x: x + 16,
          y: 130,
          width: width - 32,
          font: fonts.bold,
          size: 11,
          color: COLORS.navy,
        });
      });
    },
  },
  {
    kicker: 'Levers',
    title: 'Quick-win levers (0-6 months)',
    draw(page, fonts) {
      leverSlide(
        page,
        fonts,
        QUICK_WINS,
        'Actions that use today’s clients, pipeline and agents, with results visible within two quarters.',
        COLORS.teal,
      );
    },
  },
  {
    kicker: 'Levers',
    title: 'Medium-term levers (6-18 months)',
    draw(page, fonts) {
      leverSlide(
        page,
        fonts,
        MEDIUM_TERM,
        'Structural changes to the agent force, markets, underwriting and product mix.',
        COLORS.navy,
      );
    },
  },
  {
    kicker: 'Markets',
    title: 'Market classification',
    draw(page, fonts) {
      // 2 x 2 matrix: market potential (x) against the carrier's market share (y).
      const left = 96;
      const bottom = 90;
      const size = 170;
      const gap = 8;
      const cells = [
        { quadrant: MARKET_QUADRANTS[0], col: 1, row: 0 },
        { quadrant: MARKET_QUADRANTS[1], col: 1, row: 1 },
        { quadrant: MARKET_QUADRANTS[2], col: 0, row: 0 },
        { quadrant: MARKET_QUADRANTS[3], col: 0, row: 1 },
      ];
      for (const { quadrant, col, row } of cells) {
        const x = left + col * (size * 1.45 + gap);
        const y = bottom + row * (size + gap);
        page.drawRectangle({ x, y, width: size * 1.45, height: size, color: quadrant.color, opacity: 0.12 });
        page.drawRectangle({ x, y: y + size - 5, width: size * 1.45, height: 5, color: quadrant.color });
        page.drawText(quadrant.name, { x: x + 14, y: y + size - 32, size: 17, font: fonts.bold, color: COLORS.ink });
        page.drawText(quadrant.where, { x: x + 14, y: y + size - 50, size: 10, font: fonts.bold, color: COLORS.muted });
        paragraph(page, quadrant.action, {
          x: x + 14,
          y: y + size - 72,
          width: size * 1.45 - 28,
          font: fonts.regular,
          size: 11,
        });
      }
      const matrixWidth = 2 * size * 1.45 + gap;
      page.drawText('Market potential (relevant households, market size)  >', {
        x: left,
        y: bottom - 22,
        size: 10,
        font: fonts.bold,
        color: COLORS.muted,
      });
      page.drawText('Carrier market share  >', {
        x: left - 16,
        y: bottom,
        size: 10,
        font: fonts.bold,
        color: COLORS.muted,
        rotate: { type: 'degrees', angle: 90 },
      });
      const panelX = left + matrixWidth + 32;
      const panelWidth = PAGE_WIDTH - 48 - panelX;
      page.drawRectangle({ x: panelX, y: bottom, width: panelWidth, height: 2 * size + gap, color: COLORS.panel });
      let y = bottom + 2 * size + gap - 28;
      page.drawText('How markets are classified', { x: panelX + 16, y, size: 14, font: fonts.bold, color: COLORS.ink });
      y -= 24;
      for (const [term, text] of [
        ['Market share', 'Weighted Sales / Market Size for life; Unweighted Sales / Market Size for annuities.'],
        ['Potential', 'Relevant households and market size of the market.'],
        ['Agent share', 'Active agents / market agents: the recruiting signal.'],
        ['Cut-off', 'Above or below the carrier’s median across its markets, over the last 12 months.'],
      ]) {
        page.drawText(term, { x: panelX + 16, y, size: 11, font: fonts.bold, color: COLORS.teal });
        y =
          paragraph(page, text, { x: panelX + 16, y: y - 15, width: panelWidth - 32, font: fonts.regular, size: 11 }) -
          8;
      }
    },
  },
  {
    kicker: 'Agents',
    title: 'Recruiting prioritization',
    draw(page, fonts) {
      const leftWidth = 330;
      page.drawRectangle({ x: 48, y: 56, width: leftWidth, height: 374, color: COLORS.panel });
      page.drawText('Agent classes', { x: 64, y: 402, size: 14, font: fonts.bold, color: COLORS.ink });
      let y = 376;
      for (const { term, definition } of AGENT_DEFINITIONS) {
        page.drawText(term, { x: 64, y, size: 12, font: fonts.bold, color: COLORS.teal });
        y =
          paragraph(page, definition, { x: 64, y: y - 17, width: leftWidth - 32, font: fonts.regular, size: 12 }) - 14;
      }
      paragraph(
        page,
        'Recruit profiles that resemble today’s high producing agents; judge new agents on the producing ratio after 12 months.',
        {
          x: 64,
          y: y - 4,
          width: leftWidth - 32,
          font: fonts.regular,
          size: 11,
          color: COLORS.muted,
        },
      );

      const tableX = 48 + leftWidth + 32;
      const columns = [
        { label: 'Priority', width: 64 },
        { label: 'Markets', width: 118 },
        { label: 'Recruiting goal', width: 200 },
        { label: 'Measure', width: PAGE_WIDTH - 48 - tableX - 64 - 118 - 200 },
      ];
      const rowHeight = 62;
      let rowTop = 430;
      page.drawRectangle({
        x: tableX,
        y: rowTop - 34,
        width: PAGE_WIDTH - 48 - tableX,
        height: 34,
        color: COLORS.navy,
      });
      let x = tableX;
      for (const column of columns) {
        page.drawText(column.label, { x: x + 10, y: rowTop - 22, size: 11, font: fonts.bold, color: COLORS.white });
        x += column.width;
      }
      rowTop -= 34;
      RECRUITING_PRIORITIES.forEach((row, index) => {
        if (index % 2 === 1) {
          page.drawRectangle({
            x: tableX,
            y: rowTop - rowHeight,
            width: PAGE_WIDTH - 48 - tableX,
            height: rowHeight,
            color: COLORS.panel,
          });
        }
        let cellX = tableX;
        row.forEach((cell, column) => {
          const width = columns[column].width;
          paragraph(page, cell, {
            x: cellX + 10,
            y: rowTop - 24,
            width: width - 20,
            font: column <= 1 ? fonts.bold : fonts.regular,
            size: column === 0 ? 16 : 11,
            color: column === 0 ? COLORS.teal : COLORS.ink,
          });
          cellX += width;
        });
        rowTop -= rowHeight;
        page.drawLine({
          start: { x: tableX, y: rowTop },
          end: { x: PAGE_WIDTH - 48, y: rowTop },
          thickness: 0.5,
          color: COLORS.line,
        });
      });
      paragraph(
        page,
        'Within each class, markets are ranked by relevant households per active agent: the more households an agent would serve, the earlier the market is staffed.',
        {
          x: tableX,
          y: rowTop - 28,
          width: PAGE_WIDTH - 48 - tableX,
          font: fonts.regular,
          size: 11,
          color: COLORS.muted,
        },
      );
    },
  },
  {
    kicker: 'Tracking',
    title: 'Prioritized KPIs to track',
    draw(page, fonts) {
      slideIntro(
        page,
        fonts,
        'Ratios over the reporting period or the last 12 months; lapse ratios on the inforce at the start of the period.',
      );
      const width = (PAGE_WIDTH - 96 - 2 * 16) / 3;
      const height = 164;
      TRACKING_KPIS.forEach((group, index) => {
        const x = 48 + (index % 3) * (width + 16);
        const top = PAGE_HEIGHT - 140 - Math.floor(index / 3) * (height + 14);
        if (group.kpis.length === 0) {
          // The implied metrics give market context; none of them is a prioritized KPI.
          page.drawRectangle({ x, y: top - height, width, height, borderColor: COLORS.line, borderWidth: 1 });
          page.drawText(group.group, { x: x + 18, y: top - 26, size: 13, font: fonts.bold, color: COLORS.ink });
          paragraph(
            page,
            'Context for each market, not prioritized: Market Size, Market Share, Agent Share, Submission Share and Client Share.',
            {
              x: x + 18,
              y: top - 50,
              width: width - 36,
              font: fonts.regular,
              size: 11,
              color: COLORS.muted,
            },
          );
          return;
        }
        page.drawRectangle({ x, y: top - height, width, height, color: COLORS.panel });
        page.drawRectangle({ x, y: top - height, width: 5, height, color: COLORS.teal });
        page.drawText(group.group, { x: x + 18, y: top - 26, size: 13, font: fonts.bold, color: COLORS.ink });
        group.kpis.forEach((kpi, row) => {
          const y = top - 50 - row * 20;
          page.drawCircle({ x: x + 22, y: y + 3.5, size: 2.5, color: COLORS.teal });
          page.drawText(kpi, { x: x + 32, y, size: 11, font: fonts.regular, color: COLORS.ink });
        });
      });
    },
  },
  {
    kicker: 'Next steps',
    title: 'Next steps',
    draw(page, fonts) {
      const lineY = 330;
      page.drawLine({
        start: { x: 80, y: lineY },
        end: { x: PAGE_WIDTH - 80, y: lineY },
        thickness: 3,
        color: COLORS.line,
      });
      const step = (PAGE_WIDTH - 160) / NEXT_STEPS.length;
      NEXT_STEPS.forEach((item, index) => {
        const x = 80 + index * step;
        page.drawCircle({ x: x + 10, y: lineY, size: 10, color: index < 2 ? COLORS.teal : COLORS.navy });
        page.drawText(item.when, { x, y: lineY + 30, size: 16, font: fonts.bold, color: COLORS.ink });
        paragraph(page, item.what, { x, y: lineY - 36, width: step - 24, font: fonts.regular, size: 12 });
      });
      page.drawRectangle({ x: 48, y: 60, width: PAGE_WIDTH - 96, height: 60, color: COLORS.panel });
      page.drawText('Follow the KPIs in the portal: Metrics for Performance Tracking, exportable as CSV.', {
        x: 68,
        y: 85,
        size: 13,
        font: fonts.bold,
        color: COLORS.navy,
      });
    },
  },
];

/** Slide titles, in order (what the presentation covers). */
export const SLIDE_TITLES = SLIDES.map((slide) => slide.title);

/** The SVG slides' file names under the PDF's folder, by slide number (1 is the cover). */
export const slideImageName = (number) => `slide-${number}.svg`;

/** A number as SVG writes it: at most two decimals, no trailing zeros (the same text on every run). */
const num = (value) => String(Math.round(value * 100) / 100);

/** pdf-lib's RGB colour as #rrggbb. */
const hex = ({ red, green, blue }) =>
  `#${[red, green, blue]
    .map((part) =>
      Math.round(part * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** fill/stroke attributes of a pdf-lib shape: its fill (or none), its border and their opacities. */
function paint({ color, opacity, borderColor, borderWidth, borderOpacity }) {
  let attributes = color ? ` fill="${hex(color)}"` : ' fill="none"';
  if (color && opacity !== undefined && opacity < 1) attributes += ` fill-opacity="${num(opacity)}"`;
  if (borderColor && borderWidth) {
    attributes += ` stroke="${hex(borderColor)}" stroke-width="${num(borderWidth)}"`;
    if (borderOpacity !== undefined && borderOpacity < 1) attributes += ` stroke-opacity="${num(borderOpacity)}"`;
  }
  return attributes;
}

/**
 * A pdf-lib page that also records what is drawn on it as SVG elements, in PDF points with y flipped
 * (SVG's origin is the top left). It knows exactly the calls the slides make: drawText (with the
 * standard Helvetica fonts, optionally rotated), drawRectangle, drawLine and drawCircle.
 */
function recordingPage(page, fonts) {
  const elements = [];
  const flip = (y) => PAGE_HEIGHT - y;
  return {
    elements,
    drawText(text, options) {
      page.drawText(text, options);
      const { x, y, size, font, color } = options;
      const weight = font === fonts.bold ? ' font-weight="bold"' : '';
      const angle = options.rotate?.angle;
      // pdf-lib turns text counter-clockwise about its origin; SVG's y points down, so the angle flips.
      const rotate = angle ? ` transform="rotate(${num(-angle)} ${num(x)} ${num(flip(y))})"` : '';
      elements.push(
        `<text x="${num(x)}" y="${num(flip(y))}" font-size="${num(size)}"${weight} fill="${hex(color)}"${rotate}>${escapeXml(text)}</text>`,
      );
    },
    drawRectangle(options) {
      page.drawRectangle(options);
      const { x, y, width, height } = options;
      elements.push(
        `<rect x="${num(x)}" y="${num(flip(y + height))}" width="${num(width)}" height="${num(height)}"${paint(options)}/>`,
      );
    },
    drawLine(options) {
      page.drawLine(options);
      const { start, end, thickness, color } = options;
      elements.push(
        `<line x1="${num(start.x)}" y1="${num(flip(start.y))}" x2="${num(end.x)}" y2="${num(flip(end.y))}" stroke="${hex(color)}" stroke-width="${num(thickness)}"/>`,
      );
    },
    drawCircle(options) {
      page.drawCircle(options);
      // pdf-lib's `size` is the radius.
      elements.push(
        `<circle cx="${num(options.x)}" cy="${num(flip(options.y))}" r="${num(options.size)}"${paint(options)}/>`,
      );
    },
  };
}

/** One slide as a standalone SVG (no script, no external resource): its title, then its shapes in drawing order. */
function slideSvg(number, title, elements) {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" font-family="Helvetica, Arial, 'Liberation Sans', sans-serif" xml:space="preserve">`,
    `<title>${escapeXml(`Slide ${number}: ${title}`)}</title>`,
    ...elements,
    '</svg>',
    '',
  ].join('\n');
}

/** Draws the deck once: the PDF's bytes and each slide's SVG, the same on every run. */
export async function buildQuickWins() {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle('Quick Wins', { showInWindowTitleBar: true });
  doc.setSubject('Quick-win and medium-term levers, market classification and recruiting prioritization');
  doc.setAuthor('Carrier analytics portal');
  doc.setCreator('scripts/generate/generate-quick-wins-pdf.mjs');
  doc.setProducer('pdf-lib');
  doc.setKeywords(['quick wins', 'levers', 'market classification', 'recruiting', 'KPI']);
  doc.setLanguage('en-US');
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const svgs = SLIDES.map((slide, index) => {
    const page = recordingPage(doc.addPage([...PAGE_SIZE]), fonts);
    if (index > 0) slideFrame(page, fonts, { ...slide, number: index + 1, total: SLIDES.length });
    slide.draw(page, fonts);
    return slideSvg(index + 1, slide.title, page.elements);
  });
  return { pdf: await doc.save({ useObjectStreams: false }), svgs };
}

/** Builds the presentation; the same bytes on every run. */
export async function buildQuickWinsPdf() {
  return (await buildQuickWins()).pdf;
}

/** Builds the slides' SVG images, in order (the cover first); the same text on every run. */
export async function buildQuickWinsSlideSvgs() {
  return (await buildQuickWins()).svgs;
}

async function main() {
  const flag = process.argv.indexOf('--out');
  const output = flag >= 0 && process.argv[flag + 1] ? resolve(process.argv[flag + 1]) : DEFAULT_OUTPUT;
  const { pdf: bytes, svgs } = await buildQuickWins();
  await mkdir(dirname(output), { recursive: true });
  await writeFile(output, bytes);
  process.stdout.write(`Wrote ${output} (${SLIDES.length} pages, ${bytes.length} bytes)\n`);
  for (const [index, svg] of svgs.entries()) {
    const file = resolve(dirname(output), slideImageName(index + 1));
    await writeFile(file, svg);
    process.stdout.write(`Wrote ${file} (${Buffer.byteLength(svg)} bytes)\n`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}

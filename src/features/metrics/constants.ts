// Business constants (R9.7) that the metrics feature uses, in one place.

/** File name of the CSV export of the metric glossary. */
export const PERFORMANCE_METRICS_CSV_FILE_NAME = 'performance_metrics.csv';

/** Column headers of the table form and of the CSV export, in order (R2.46). */
export const METRIC_TABLE_COLUMNS = [
  'Metric Category',
  'Metric',
  'Metric Description/Calculation',
  'Prioritized KPIs',
] as const;

/** How a prioritized KPI is marked in the table form and the CSV. */
export const PRIORITIZED_KPI_MARK = 'X';

/** Height of the embedded Quick Wins presentation. */
export const PDF_FRAME_HEIGHT = '85vh';

/**
 * How long the Quick Wins frame may stay behind its placeholder without a load event: then it is shown all the same,
 * never hidden for ever (a browser that fires no load for a PDF's frame, a file that never arrives).
 */
export const PDF_FRAME_SHOW_ANYWAY_MS = 6_000;

/** Path of the Quick Wins presentation under `public/` (made by scripts/generate/generate-quick-wins-pdf.mjs). */
export const QUICK_WINS_PDF_PATH = 'quick-wins/quick-wins-presentation.pdf';

/** The presentation's slides after its cover, in order (quick-wins-pdf.test.ts reads them in the PDF). */
export const QUICK_WINS_SLIDES = [
  'Where the growth comes from',
  'Quick-win levers (0-6 months)',
  'Medium-term levers (6-18 months)',
  'Market classification',
  'Recruiting prioritization',
  'Prioritized KPIs to track',
  'Next steps',
] as const;

/** The presentation's cover and slides, in order: slide N is `QUICK_WINS_ALL_SLIDES[N - 1]` (the cover's title is the deck's). */
export const QUICK_WINS_ALL_SLIDES = ['Quick Wins', ...QUICK_WINS_SLIDES] as const;

/**
 * Path under `public/` of slide `number`'s image (1 is the cover): an SVG the same script draws with the PDF, so
 * the phone's card shows the slides themselves (quick-wins-pdf.test.ts checks each is what the script makes).
 */
export const quickWinsSlideImagePath = (number: number) => `quick-wins/slide-${number}.svg`;

/** The presentation's size in KB (1,024 bytes), rounded, as the poster says it (quick-wins-pdf.test.ts checks it). */
export const QUICK_WINS_PDF_KB = 24;

/** Quick Wins' texts: the frame, its download link, and the poster shown where no frame can draw a PDF. */
export const QUICK_WINS_TEXT = {
  frameTitle: 'Quick Wins presentation',
  fileName: 'quick-wins-presentation.pdf',
  posterTitle: 'Quick Wins presentation',
  /** The cover and the slides of the contents: the PDF's page count and size (quick-wins-pdf.test.ts checks them). */
  posterDetails: `${QUICK_WINS_SLIDES.length + 1} slides · PDF, ${QUICK_WINS_PDF_KB} KB`,
  /** A slide's thumbnail: its image's text alternative, and the name of its link (the poster) or button (a laptop). */
  slide: (number: number, title: string) => `Slide ${number}: ${title}`,
  /** The cover's caption: its title is the deck's, which the header, the trail and the strip already say (M1). */
  cover: 'Cover',
  /** The heading of the slides' list: the poster's, and a laptop's beside its frame. */
  contents: 'In this presentation',
  /** What the page's description and the list of slides beside it do not say already. */
  posterSummary: 'This browser does not show PDFs inside the page: open it in a new tab or download it.',
  /** The same on a phone, whose width squeezes a frame's slides past reading (an eighth grade: 340 px). */
  posterSummaryOnPhone: 'The slides read best full screen: open them in a new tab or download them.',
  /** The card's buttons, on a laptop above the frame as on a phone: short, so both stay on one row at the poster's
   *  560 px (design review); the open one opens the browser's own PDF viewer, in a new tab. */
  open: 'Open PDF',
  posterDownload: 'Download PDF',
} as const;

/** Texts of a dashboard's "Definitions" panel (issue 40) and of the glossary's links to the dashboards. */
export const DEFINITIONS_TEXT = {
  loading: 'Reading the metrics on this page…',
  failed: 'The dashboard did not load, so the metrics on this page cannot be listed.',
  none: 'No metric of the glossary is shown on this page.',
  intro: (page: string) => `Metrics shown on ${page}`,
  openGlossary: 'Open the glossary',
  inGlossary: (name: string) => `${name} in the glossary`,
  /** The label of the entry a click on a visual marked. */
  fromClickedVisual: 'From the visual you clicked',
  /** Said when a click on a visual brings its metric's definition up. */
  announcement: (name: string, description: string) => (description ? `${name}: ${description}` : name),
  seenIn: 'Seen in:',
} as const;

/** Texts of the glossary view (issue 42: its search and its export say what they cover). */
export const GLOSSARY_TEXT = {
  tableLabel: 'Performance metrics',
  matchesLabel: 'Matching metrics',
  /** Shown, dimmed, where the glossary has no definition of an entry yet (the implied metrics); the CSV keeps the cell empty. */
  noDefinition: 'Definition to be confirmed',
  /** Under "Export as .csv" (the spec's label): what the file will hold. */
  exportsAll: (total: number) => `All ${total} metrics`,
  exportsShown: (count: number) => (count === 1 ? 'The 1 metric shown' : `The ${count} metrics shown`),
  /** The count under the search field on a laptop while a search or "Priority only" narrows the glossary. */
  countShown: (count: number, total: number) => `${count} of ${total} metrics shown`,
  /** A search that matches nothing, with the words searched for (design review m6); rendered as text. */
  noMatch: (query: string) => (query ? `No metric matches "${query}"` : 'No metric matches.'),
  clearSearch: 'Clear search',
  /** The empty result's dimmed line under its title: where the search looked, and what else narrows it. */
  noMatchHint: (priorityOnly: boolean) =>
    priorityOnly
      ? 'With "Priority only" on, the search looks in the prioritized KPIs alone.'
      : "The search looks in every metric's name and description.",
  /** A group's heading, dimmed after its name: how many metrics it holds (the thirteenth grade). */
  groupCount: (total: number) => (total === 1 ? '1 metric' : `${total} metrics`),
  /** The same while a search or "Priority only" narrows the group: how many of them are shown. */
  groupCountShown: (count: number, total: number) => `${count} of ${total} ${total === 1 ? 'metric' : 'metrics'}`,
  /** The groups' column beside the matches on a laptop, each group with its number of matches. */
  groupsLabel: 'Matches by group',
  matchesWord: (count: number) => (count === 1 ? 'match' : 'matches'),
  /** The ⓘ holding the topic's description, as a dashboard's "About this dashboard" holds its own. */
  about: 'About this glossary',
} as const;

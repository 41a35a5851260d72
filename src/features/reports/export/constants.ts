/** Texts and timings of the export of a report page (issue 18, "Print and export"), in one place. */
export const EXPORT_TEXT = {
  export: 'Export',
  /** The phone's More menu: the group after Export's choices (Print, Full Screen, the note), not Export's. */
  dashboardGroup: 'Dashboard',
  pdf: 'PDF of this page',
  png: 'PNG of this page',
  pptx: 'PowerPoint of this page',
  exporting: (format: string) => `Exporting ${format}…`,
  progressLabel: (format: string) => `${format} export progress`,
  cancel: 'Cancel',
  failed: (format: string) => `The ${format} export did not succeed.`,
  /** Said once the file is handed to the browser: the progress row goes, and nothing else said it was done. */
  downloaded: (format: string) => `${format} downloaded`,
  /** The service refused the state on screen (too large, or not one it can export): never a default export instead. */
  stateRefused:
    'The report service could not export the page as it is on screen. Clear some filters or selections, then try again.',
  retry: 'Try again',
  dismiss: 'Dismiss',
} as const;

/** The formats the portal offers, the three the service exports to: a document, an image, a slide. */
export const EXPORT_FORMATS = ['PDF', 'PNG', 'PPTX'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** How long to wait before asking for a job's status when the service does not say (`Retry-After`). */
export const EXPORT_POLL_INTERVAL_MS = 1000;
/** Bounds on a `Retry-After` wait: never a busy loop, never a user left waiting for minutes. */
export const EXPORT_MIN_POLL_MS = 250;
export const EXPORT_MAX_POLL_MS = 30_000;
/** A job still unfinished after this long is shown as failed (a stuck job must not poll for ever). */
export const EXPORT_GIVE_UP_MS = 5 * 60_000;

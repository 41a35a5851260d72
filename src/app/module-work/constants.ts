import type { WorkSectionText } from '../home/constants';

/**
 * A module's landing page: the person's work in that module (a blind designer's finding, 2026-12-02: the page
 * showed the deployment page's six cards again and nothing of its own). Sentence case, as home's.
 */
export const MODULE_WORK_TEXT = {
  recent: (moduleTitle: string): WorkSectionText => ({
    title: `Recent in ${moduleTitle}`,
    emptyTitle: 'No dashboards of this module viewed yet',
    emptyHint: 'Open a dashboard above: the ones you open are listed here, newest first, so you can go straight back.',
  }),
  saved: {
    title: 'Saved views',
    emptyTitle: 'No saved views of these dashboards yet',
    emptyHint: 'On one of these dashboards, "Save view" keeps its filters and page. Your views are listed here.',
  } satisfies WorkSectionText,
} as const;

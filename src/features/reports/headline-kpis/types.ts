import type { ReactNode } from 'react';

/** One headline KPI as home shows it: a visual of a report, the metric it is, and its dashboard. */
export interface HeadlineKpiTile {
  /** The glossary metric the visual shows: the tile's name. */
  metric: string;
  reportId: string;
  pageName: string;
  visualName: string;
  /** The dashboard topic's title and path; its link opens the page that holds the visual (`?page=`). */
  dashboardTitle: string;
  dashboardPath: string;
}

/** The metric's definition, shown on demand (the app composes it with the glossary). */
export type RenderKpiDefinition = (metric: string) => ReactNode;

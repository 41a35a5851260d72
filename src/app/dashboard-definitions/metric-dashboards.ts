/**
 * Where the KPI glossary and the dashboards meet (features never import each other): the mapping of
 * the topics (`dashboardMetrics`, deployment) read against the glossary (metrics) and what a report
 * says it shows (reports). Pure functions of their arguments, so tests give their own.
 */
import {
  findDeployment2024,
  topicPath,
  type DashboardMetrics,
  type DashboardPageMetrics,
  type PortalModule,
} from '@/features/deployment';
import type { MetricGroup, MetricItem, MetricSeenIn } from '@/features/metrics';
import type { ReportVisual, VisualSelection } from '@/features/reports';

/** The glossary's page (the topic whose content is the metrics view), if one is configured. */
export function glossaryPath(modules: readonly PortalModule[]): string | null {
  for (const module of modules) {
    const topic = findDeployment2024(module)?.topics.find((candidate) => candidate.content.kind === 'metrics');
    if (topic) return topicPath(module, topic);
  }
  return null;
}

/** Every glossary entry a mapped page names, by its visuals and by its data fields. */
function namesOfPage(page: DashboardPageMetrics): string[] {
  return [...Object.values(page.visuals).flat(), ...Object.values(page.fields ?? {})];
}

/**
 * Each metric's dashboard pages, for the glossary's "Seen in" and the command palette: in the order
 * of the topics and their pages, each page once per metric.
 */
export function metricDashboardPages(
  modules: readonly PortalModule[],
  mapping: DashboardMetrics,
): ReadonlyMap<string, readonly MetricSeenIn[]> {
  const pagesByMetric = new Map<string, MetricSeenIn[]>();
  for (const module of modules) {
    for (const topic of findDeployment2024(module)?.topics ?? []) {
      if (topic.content.kind !== 'dashboard') continue;
      for (const page of mapping[topic.content.reportKey]) {
        const seen: MetricSeenIn = {
          label: `${topic.title} › ${page.displayName}`,
          to: topicPath(module, topic),
          page: page.page,
        };
        for (const name of new Set(namesOfPage(page))) {
          pagesByMetric.set(name, [...(pagesByMetric.get(name) ?? []), seen]);
        }
      }
    }
  }
  return pagesByMetric;
}

/** A report's titles and fields, whichever page maps them: the report says what its page shows. */
function reportLookup(pages: readonly DashboardPageMetrics[]) {
  const byTitle = new Map<string, readonly string[]>();
  const byField = new Map<string, string>();
  for (const page of pages) {
    for (const [title, names] of Object.entries(page.visuals)) byTitle.set(title, names);
    for (const [field, name] of Object.entries(page.fields ?? {})) byField.set(field, name);
  }
  return { byTitle, byField };
}

/**
 * The glossary entries a report page shows, from its visuals as the report gives them, in the
 * page's order, each once. A visual whose title is not mapped is simply not listed, nor is a name
 * the glossary lacks (the configuration test keeps there being none).
 */
export function definitionsForVisuals(
  pages: readonly DashboardPageMetrics[],
  visuals: readonly Pick<ReportVisual, 'title'>[],
  glossary: readonly MetricGroup[],
): MetricItem[] {
  const { byTitle } = reportLookup(pages);
  const items = new Map(glossary.flatMap((group) => group.items.map((item) => [item.name, item] as const)));
  const names = new Set(visuals.flatMap((visual) => byTitle.get(visual.title) ?? []));
  return [...names].flatMap((name) => items.get(name) ?? []);
}

/**
 * The glossary entry a click is about: the clicked data point's first mapped field (a card's
 * measure, a bar's measure), else the visual's first metric; none for an unmapped visual.
 */
export function metricOfSelection(
  pages: readonly DashboardPageMetrics[],
  selection: Pick<VisualSelection, 'visual' | 'fields'>,
): string | undefined {
  const { byTitle, byField } = reportLookup(pages);
  for (const field of selection.fields) {
    const name = byField.get(field);
    if (name) return name;
  }
  return byTitle.get(selection.visual.title)?.[0];
}

/** The names the mapping gives that the glossary lacks, as "topic › page: name" (should be none). */
export function unknownMappedMetrics(mapping: DashboardMetrics, glossary: readonly MetricGroup[]): string[] {
  const known = new Set(glossary.flatMap((group) => group.items.map((item) => item.name)));
  return Object.entries(mapping).flatMap(([reportKey, pages]) =>
    pages.flatMap((page) =>
      namesOfPage(page)
        .filter((name) => !known.has(name))
        .map((name) => `${reportKey} › ${page.displayName}: ${name}`),
    ),
  );
}

/**
 * Where the KPI glossary and the dashboards meet (features never import each other): the demo's
 * mapping (`demoDashboardMetrics`, deployment) or, for the carrier's reports, what each report was seen
 * to show (reports), read against the glossary (metrics). Pure functions of their arguments, so tests
 * give their own.
 */
import {
  findDeployment2024,
  topicPath,
  type DashboardMetrics,
  type DashboardPageMetrics,
  type PortalModule,
} from '@/features/deployment';
import type { MetricGroup, MetricItem, MetricSeenIn } from '@/features/metrics';
import type { ReportContents, ReportPageContents, ReportVisual, VisualSelection } from '@/features/reports';

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
  pagesOf: (reportKey: keyof DashboardMetrics) => readonly DashboardPageMetrics[],
): ReadonlyMap<string, readonly MetricSeenIn[]> {
  const pagesByMetric = new Map<string, MetricSeenIn[]>();
  for (const module of modules) {
    for (const topic of findDeployment2024(module)?.topics ?? []) {
      if (topic.content.kind !== 'dashboard') continue;
      for (const page of pagesOf(topic.content.reportKey)) {
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The glossary names a report's own words say (a visual's title, a data field's name): each name
 * that appears whole, case aside ("Market share by state" says Market Share; "Unweighted sales" does not
 * say Weighted Sales). A name inside a longer one found at the same place is the longer one only
 * ("High producing agents" says High Producing Agents, not also Producing Agents).
 */
export function metricsNamedIn(text: string, names: readonly string[]): string[] {
  const found = names.flatMap((name) => {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').exec(text);
    return match ? [{ name, start: match.index, end: match.index + name.length }] : [];
  });
  return found
    .filter(
      (one) =>
        !found.some(
          (other) =>
            other !== one &&
            other.start <= one.start &&
            other.end >= one.end &&
            other.end - other.start > one.end - one.start,
        ),
    )
    .sort((a, b) => a.start - b.start)
    .map((one) => one.name);
}

/**
 * A page of one of the carrier's reports, mapped by what the report itself says: each visual to the
 * glossary entries its title names, and each clicked data field (`fields`) to the first it names. Nothing
 * is written by hand, so nothing is claimed that the report does not say.
 */
export function pageFromReport(
  page: ReportPageContents,
  names: readonly string[],
  fields: readonly string[] = [],
): DashboardPageMetrics {
  const named = (texts: readonly string[]) =>
    texts.flatMap((text) => {
      const metrics = metricsNamedIn(text, names);
      return metrics.length > 0 ? [[text, metrics] as const] : [];
    });
  return {
    page: page.name,
    displayName: page.displayName,
    visuals: Object.fromEntries(named(page.visualTitles)),
    fields: Object.fromEntries(named(fields).map(([field, metrics]) => [field, metrics[0] as string])),
  };
}

/** The pages of a report as it was seen to be in this session; none before it has loaded. */
export function pagesFromReport(contents: ReportContents | null, names: readonly string[]): DashboardPageMetrics[] {
  return (contents?.pages ?? []).map((page) => pageFromReport(page, names));
}

/** Every glossary entry's name. */
export function glossaryNames(glossary: readonly MetricGroup[]): string[] {
  return glossary.flatMap((group) => group.items.map((item) => item.name));
}

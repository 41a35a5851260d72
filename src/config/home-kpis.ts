/**
 * The carrier's headline KPIs on home (`VITE_HOME_KPIS`): which visual of which report shows each, and
 * the glossary metric it is. Parsed here, in the bottom layer, importing nothing, so the build's
 * configuration check (`scripts/vite/portal-env.ts`, run by Node) reads it the same way as the app.
 *
 * The value is a `;`-separated list; each entry is `topic / page / visual / metric`:
 * - `topic`: the report key of a dashboard topic (`src/config/report-topics.ts`), whose report holds the visual;
 * - `page`, `visual`: the page's and the visual's names in the report (`report.getPages()`,
 *   `page.getVisuals()`: the names, not the display names or titles);
 * - `metric`: the glossary metric the visual shows, as the glossary writes it ("Weighted Sales").
 */

export interface HomeKpi {
  topic: string;
  page: string;
  visual: string;
  metric: string;
}

/** One line per malformed entry; the entries that parsed. */
export function parseHomeKpis(value: string | undefined): { kpis: HomeKpi[]; problems: string[] } {
  const kpis: HomeKpi[] = [];
  const problems: string[] = [];
  const entries = (value ?? '')
    .split(';')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) {
    const parts = entry.split('/').map((part) => part.trim());
    const [topic, page, visual, metric] = parts;
    if (parts.length !== 4 || !topic || !page || !visual || !metric) {
      problems.push(`"${entry}" must be topic / page / visual / metric`);
      continue;
    }
    kpis.push({ topic, page, visual, metric });
  }
  return { kpis, problems };
}

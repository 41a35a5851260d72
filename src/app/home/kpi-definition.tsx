import { portalModules } from '@/features/deployment';
import { DefinitionsPanel, performanceMetricGroups } from '@/features/metrics';
import { glossaryPath } from '../dashboard-definitions/metric-dashboards';

const GLOSSARY_PATH = glossaryPath(portalModules) ?? '/';

/**
 * A headline KPI's definition, as the dashboards' Definitions pane shows it: the glossary entry with
 * its description and Priority badge, its name the link to it "in the glossary". Loaded when a tile's
 * definition is first opened, so home's first download holds no glossary.
 */
export default function KpiDefinition({ metric }: { metric: string }) {
  const item = performanceMetricGroups.flatMap((group) => group.items).find((entry) => entry.name === metric);
  return <DefinitionsPanel status="ready" items={item ? [item] : []} glossaryPath={GLOSSARY_PATH} />;
}

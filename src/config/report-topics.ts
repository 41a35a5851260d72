/**
 * The dashboard topics' report keys: the one list of which topics embed a Power BI report, and so of
 * the environment's per-report variables. The topic list (`features/deployment/modules.ts`) gives each
 * key its title, slug and page; `config` reads each key's report id and note; the mock report lookup
 * and the mock dashboards are keyed by it (`satisfies Record<ReportTopicKey, ...>`); and the build's
 * configuration check (`scripts/vite/portal-env.ts`, run by Node) requires each key's report id in
 * production. That is why it lives here, in the bottom layer, and imports nothing.
 */
export const REPORT_TOPIC_KEYS = [
  'marketIntelligence',
  'customerSegmentation',
  'agentProductivity',
  'salesOpportunity',
] as const;

export type ReportTopicKey = (typeof REPORT_TOPIC_KEYS)[number];

/** `marketIntelligence` -> `MARKET_INTELLIGENCE`: the variable names follow the keys, never a second list. */
function constantCase(key: ReportTopicKey): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();
}

/** The required variable holding the topic's Power BI report id (a GUID). */
export function reportIdVariable(key: ReportTopicKey): `VITE_REPORT_ID_${string}` {
  return `VITE_REPORT_ID_${constantCase(key)}`;
}

/** The optional variable holding the note shown left of the topic's "Full Screen" button. */
export function reportNoteVariable(key: ReportTopicKey): `VITE_REPORT_NOTE_${string}` {
  return `VITE_REPORT_NOTE_${constantCase(key)}`;
}

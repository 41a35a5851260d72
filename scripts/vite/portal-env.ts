/**
 * The portal's configuration (every VITE_* variable of `.env.example`), checked once, when Vite starts
 * a dev server, a test run, Storybook or a build.
 *
 * - Development, tests, Storybook and the demo build take the demo values of `.env.demo` (the mock
 *   backend's report ids, the mock identity provider, a demo company) for whatever the environment
 *   does not set: one file instead of three identical ones.
 * - Any other mode (a production build) gets no default for what only the carrier can know: a missing
 *   report id, workplace identity value or company name stops the build with one line naming the
 *   variable, instead of shipping a portal that quietly talks to mock report ids.
 */
import { loadEnv, type Plugin } from 'vite';
import { z } from 'zod';
import { REPORT_TOPIC_KEYS, reportIdVariable } from '../../src/config/report-topics.ts';
import { WORKPLACE_ACCOUNT_CLAIMS } from '../../src/config/workplace-claims.ts';
import { parseHomeKpis } from '../../src/config/home-kpis.ts';
// The glossary's data file alone (it imports nothing at run time): Node cannot load the feature's views.
// eslint-disable-next-line no-restricted-imports
import { performanceMetricGroups } from '../../src/features/metrics/performance-metrics.ts';

/** Modes that run against the mocks and so take `.env.demo`'s values as defaults. */
const DEMO_MODES: readonly string[] = ['development', 'test', 'demo'];
const DEMO_ENV_MODE = 'demo';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const required = (what: string) =>
  z
    .string({ error: `is required (${what})` })
    .trim()
    .min(1, { error: `is required (${what})` });
const guid = (what: string) => required(what).regex(GUID, { error: `must be a GUID (${what})` });
const optional = z.string().optional();
const httpsUrl = (what: string) =>
  z
    .string()
    .trim()
    .regex(/^https:\/\/[^/\s]+/, { error: `must be an https URL (${what})` })
    .optional()
    .or(z.literal(''));

/** What every build needs; `.env.example` says what each variable means. */
const portalEnvSchema = z.object({
  VITE_ENABLE_MOCKS: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .regex(/^(\/|https?:\/\/)/, { error: 'must be a path on this origin (/api) or an http(s) URL' })
    .optional(),
  VITE_AUTH_PROVIDER: optional,
  VITE_REPORT_SERVICE_URL: httpsUrl('the Power BI REST API'),
  VITE_API_TIMEOUT_MS: z
    .string()
    .regex(/^\d+$/, { error: 'must be a whole number of milliseconds' })
    .optional()
    .or(z.literal('')),
  VITE_COMPANY_NAME: required("the carrier's display name"),
  // One per dashboard topic, named after its report key (src/config/report-topics.ts).
  ...Object.fromEntries(
    REPORT_TOPIC_KEYS.map((key) => [reportIdVariable(key), guid(`the Power BI report id of the ${key} topic`)]),
  ),
  VITE_WORKPLACE_TENANT_ID: guid("the Entra ID directory (tenant) id of the carrier's app registration"),
  VITE_WORKPLACE_CLIENT_ID: guid("the Entra ID application (client) id of the carrier's app registration"),
  VITE_WORKPLACE_AUTHORITY: required('https://login.microsoftonline.com/<tenant id>/v2.0').regex(/^https:\/\//, {
    error: 'must be an https URL (MSAL refuses any other authority)',
  }),
  VITE_WORKPLACE_AUTHORITY_METADATA: optional,
  VITE_WORKPLACE_ACCOUNT_CLAIM: z
    .enum(WORKPLACE_ACCOUNT_CLAIMS, { error: `must be one of ${WORKPLACE_ACCOUNT_CLAIMS.join(', ')}` })
    .optional()
    .or(z.literal('')),
  VITE_REPORT_EMBED_BASE_URL: httpsUrl('the Power BI embed host'),
});

/** The glossary's metric names, as `VITE_HOME_KPIS` must write them. */
const GLOSSARY_METRICS = new Set(performanceMetricGroups.flatMap((group) => group.items.map((metric) => metric.name)));

/**
 * `VITE_HOME_KPIS` (src/config/home-kpis.ts): each entry well formed, naming a dashboard topic and a
 * glossary metric. A typo would otherwise show a tile with no definition, or no tile, on every home page.
 */
function homeKpiProblems(value: string | undefined): string[] {
  const { kpis, problems } = parseHomeKpis(value);
  for (const { topic, metric } of kpis) {
    if (!(REPORT_TOPIC_KEYS as readonly string[]).includes(topic))
      problems.push(`names the topic "${topic}", which is not one of ${REPORT_TOPIC_KEYS.join(', ')}`);
    if (!GLOSSARY_METRICS.has(metric)) problems.push(`names the metric "${metric}", which the glossary does not have`);
  }
  return problems.map((problem) => `VITE_HOME_KPIS ${problem}`);
}

/** What a production build refuses although the schema allows it in demo modes. */
const productionRefusals: Record<string, { value: string; why: string }> = {
  VITE_ENABLE_MOCKS: { value: 'true', why: 'the mock backend is for --mode demo, never a production build' },
  VITE_WORKPLACE_AUTHORITY_METADATA: {
    value: 'mock',
    why: "points MSAL at the mock identity provider, which a production build does not have (use 'none')",
  },
};

/** One line per problem, naming the variable; empty when the configuration is fine. */
export function portalEnvProblems(
  env: Record<string, string | undefined>,
  { production }: { production: boolean },
): string[] {
  const result = portalEnvSchema.safeParse(env);
  const problems = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  problems.push(...homeKpiProblems(env.VITE_HOME_KPIS));
  if (production) {
    for (const [name, { value, why }] of Object.entries(productionRefusals)) {
      if (env[name]?.trim() === value) problems.push(`${name}=${value} ${why}`);
    }
  }
  return problems;
}

/**
 * The Vite plugin: fills demo defaults in demo modes (or always, for Storybook) before Vite reads the
 * environment, then checks what Vite read and stops with one clear line per problem.
 */
export function portalEnv({ demoDefaults = 'by-mode' }: { demoDefaults?: 'by-mode' | 'always' } = {}): Plugin {
  const takesDemoValues = (mode: string) => demoDefaults === 'always' || DEMO_MODES.includes(mode);
  let isPreview = false;
  return {
    name: 'carrier-portal:env',
    enforce: 'pre',
    config(userConfig, { mode, isPreview: preview }) {
      isPreview = preview === true;
      if (!takesDemoValues(mode)) return;
      const demo = loadEnv(DEMO_ENV_MODE, userConfig.envDir || userConfig.root || process.cwd(), 'VITE_');
      // Vite reads VITE_* from process.env before the files, so a value set by the caller still wins.
      for (const [name, value] of Object.entries(demo)) process.env[name] ??= value;
    },
    configResolved(config) {
      // `vite preview` serves a build that exists: its configuration was checked when it was built and
      // is baked into it, so a shell without the build's variables may still preview it.
      if (isPreview) return;
      const production = !takesDemoValues(config.mode);
      const problems = portalEnvProblems(config.env, { production });
      if (problems.length === 0) return;
      const message =
        `The portal's configuration (mode "${config.mode}") is incomplete; see .env.example:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n');
      const error = new Error(message);
      error.stack = message; // the line is the whole story; a stack trace would only bury it
      throw error;
    },
  };
}

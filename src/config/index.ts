/**
 * Runtime configuration, read once from Vite's environment (see `.env.example`).
 * Nothing secret belongs here: everything in `import.meta.env.VITE_*` ships in the bundle.
 * `scripts/vite/portal-env.ts` checked the values when Vite started (a production build without the
 * carrier's report ids, identity values or company does not build) and supplied `.env.demo`'s demo
 * values in development, tests, Storybook and the demo build; so no demo value is written here.
 */
import { REPORT_TOPIC_KEYS, reportIdVariable, reportNoteVariable, type ReportTopicKey } from './report-topics';
import { WORKPLACE_ACCOUNT_CLAIMS, type WorkplaceAccountClaim } from './workplace-claims';
import { parseHomeKpis, type HomeKpi } from './home-kpis';

export { REPORT_TOPIC_KEYS, type ReportTopicKey } from './report-topics';
export { WORKPLACE_ACCOUNT_CLAIMS, type WorkplaceAccountClaim } from './workplace-claims';

const env = import.meta.env;

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readPositiveInteger(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** What the environment says about one dashboard topic's report. */
export interface TopicReport {
  id: string;
  /** Shown left of the "Full Screen" button; '' for none (a note can be switched off). */
  note: string;
}

function readReports(): Record<ReportTopicKey, TopicReport> {
  const entries = REPORT_TOPIC_KEYS.map((key) => {
    const report: TopicReport = {
      id: readString(env[reportIdVariable(key)], ''),
      note: readOptionalText(env[reportNoteVariable(key)], ''),
    };
    return [key, report] as const;
  });
  // fromEntries types its keys as string; the entries above are exactly one per key.
  return Object.fromEntries(entries) as Record<ReportTopicKey, TopicReport>;
}

/** A headline KPI on home: a visual of a dashboard topic's report and the glossary metric it shows. */
export interface HeadlineKpi extends HomeKpi {
  topic: ReportTopicKey;
}

/** `VITE_HOME_KPIS` (checked when Vite started: every topic and metric is known). */
function readHomeKpis(): HeadlineKpi[] {
  const isTopic = (kpi: HomeKpi): kpi is HeadlineKpi => (REPORT_TOPIC_KEYS as readonly string[]).includes(kpi.topic);
  return parseHomeKpis(readString(env.VITE_HOME_KPIS, '')).kpis.filter(isTopic);
}

export const config = {
  /** Base URL of the portal backend (`/api` on the same origin by default). */
  apiBaseUrl: readString(env.VITE_API_BASE_URL, '/api').replace(/\/$/, ''),
  /** The `{provider}` segment of `/{provider}/login` and `/{provider}/activity`. */
  authProvider: readString(env.VITE_AUTH_PROVIDER, 'portal'),
  /** The external report service (Power BI REST API) that answers the report lookup. */
  reportServiceUrl: readString(env.VITE_REPORT_SERVICE_URL, 'https://api.powerbi.com').replace(/\/$/, ''),
  /** The carrier's name, used in texts such as the dashboard sign-in prompt. */
  companyName: readString(env.VITE_COMPANY_NAME, ''),
  /** After this long without an answer an API call fails like a network fault (R10.3). */
  apiTimeoutMs: readPositiveInteger(env.VITE_API_TIMEOUT_MS, 15_000),
  /** Whether the in-browser mock backend (MSW) starts. On in `dev` and `demo`, off in production. */
  mocksEnabled: env.VITE_ENABLE_MOCKS === 'true',
  /**
   * Report id (required; the demo's are ids the mock backend knows) and optional note of each dashboard
   * topic, keyed by topic; the variable names follow the keys (`report-topics.ts`).
   */
  reports: readReports(),
  /** The headline KPIs home shows, in order (none: home shows no numbers). */
  homeKpis: readHomeKpis(),
  /** Who to contact about the engagement: shown on the home page. An empty e-mail or phone is left out. */
  support: {
    name: readString(env.VITE_SUPPORT_NAME, 'Engagement support team'),
    email: readString(env.VITE_SUPPORT_EMAIL, ''),
    phone: readString(env.VITE_SUPPORT_PHONE, ''),
    hours: readString(env.VITE_SUPPORT_HOURS, ''),
  },
} as const;

export type AppConfig = typeof config;

/** The app's own origin at run time (the mock identity provider's endpoints live there). */
function appOrigin(): string {
  return typeof location !== 'undefined' && location.origin !== 'null' ? location.origin : 'http://localhost';
}

function readList(value: unknown, fallback: readonly string[]): string[] {
  const items = readString(value, '')
    .split(/[\s,]+/)
    .filter((item) => item !== '');
  return items.length > 0 ? items : [...fallback];
}

/** Like readString, but a variable set to '' means "none" (a note can be switched off). */
function readOptionalText(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value.trim() : fallback;
}

// No tenant, client or authority is written into the code: they come from the environment only (the
// mock identity provider's values are in .env.demo).
const workplaceTenant = readString(env.VITE_WORKPLACE_TENANT_ID, '');
const workplaceAuthority = readString(env.VITE_WORKPLACE_AUTHORITY, '').replace(/\/$/, '');

/**
 * The local mock identity provider's OpenID metadata: MSAL reads it instead of fetching
 * `.well-known/openid-configuration`, so the (never contacted) https authority above works offline.
 * Its endpoints are on the app's own origin: a static authorize page and an MSW token endpoint.
 */
function mockAuthorityMetadata(): string {
  const origin = appOrigin();
  return JSON.stringify({
    issuer: `${workplaceAuthority}`,
    authorization_endpoint: `${origin}/mock-pages/identity/authorize.html`,
    token_endpoint: `${origin}/mock-idp/${workplaceTenant}/oauth2/v2.0/token`,
    end_session_endpoint: `${origin}/mock-pages/identity/authorize.html?logout=1`,
    jwks_uri: `${origin}/mock-idp/${workplaceTenant}/discovery/v2.0/keys`,
    response_modes_supported: ['query', 'fragment', 'form_post'],
    scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
  });
}

function readAuthorityMetadata(value: unknown): string {
  const raw = readString(value, 'none');
  // `none`: let MSAL fetch the real provider's metadata (production against Microsoft Entra ID).
  if (raw === 'none') return '';
  return raw === 'mock' ? mockAuthorityMetadata() : raw;
}

function readAccountClaim(value: unknown): WorkplaceAccountClaim {
  const raw = readString(value, 'preferred_username');
  return WORKPLACE_ACCOUNT_CLAIMS.find((claim) => claim === raw) ?? 'preferred_username';
}

/**
 * The Power BI REST API permissions of the dashboard sign-in (R7.10): read access only. The portal
 * embeds, looks up and exports reports; Microsoft documents read scopes for each (export to file:
 * Report.Read.All with Dataset.Read.All), so no write scope (`*.ReadWrite.All`, `Content.Create`).
 */
const POWER_BI_API = 'https://analysis.windows.net/powerbi/api';
const DEFAULT_WORKPLACE_SCOPES = [
  `${POWER_BI_API}/Dashboard.Read.All`,
  `${POWER_BI_API}/Dataset.Read.All`,
  `${POWER_BI_API}/Report.Read.All`,
  `${POWER_BI_API}/Group.Read.All`,
  `${POWER_BI_API}/Workspace.Read.All`,
];

/**
 * The workplace (dashboard) sign-in with MSAL and the Power BI embed. The defaults point at the local
 * mock identity provider (dev, tests, Storybook, demo); production sets every `VITE_WORKPLACE_*`.
 * A single-page app is a public client: there is no client secret, here or anywhere.
 */
export const workplaceSignIn = {
  /** The `{identity-provider}` segment of the sign-in route `/{identity-provider}/oauth2/v2.0/authorize`. */
  identityProviderSegment: readString(env.VITE_WORKPLACE_IDP_SEGMENT, 'microsoft'),
  tenantId: workplaceTenant,
  clientId: readString(env.VITE_WORKPLACE_CLIENT_ID, ''),
  /** Must be https (MSAL refuses anything else); `https://login.microsoftonline.com/{tenant}/v2.0` in production. */
  authority: workplaceAuthority,
  /** Hosts MSAL trusts without instance discovery. */
  knownAuthorities: readList(
    env.VITE_WORKPLACE_KNOWN_AUTHORITIES,
    workplaceAuthority ? [new URL(workplaceAuthority).host] : [],
  ),
  /** OpenID metadata as a JSON string, or '' to let MSAL fetch it. */
  authorityMetadata: readAuthorityMetadata(env.VITE_WORKPLACE_AUTHORITY_METADATA),
  /** The redirect-bridge page MSAL v5 needs for popup and silent-iframe responses. */
  redirectUri: new URL(readString(env.VITE_WORKPLACE_REDIRECT_URI, '/redirect-bridge.html'), `${appOrigin()}/`).href,
  /** Scopes of the sign-in popup and of silent renewal (R7.10). */
  scopes: readList(env.VITE_WORKPLACE_SCOPES, DEFAULT_WORKPLACE_SCOPES),
  /** The id-token claim compared with the portal user's e-mail to tell their workplace account. */
  accountClaim: readAccountClaim(env.VITE_WORKPLACE_ACCOUNT_CLAIM),
  /** Where report embed URLs point (the report lookup answers them; the embed SDK accepts only Power BI hosts). */
  reportEmbedBaseUrl: readString(env.VITE_REPORT_EMBED_BASE_URL, 'https://app.powerbi.com/reportEmbed'),
} as const;

export type WorkplaceSignInConfig = typeof workplaceSignIn;

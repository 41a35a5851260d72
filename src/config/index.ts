/**
 * Runtime configuration, read once from Vite's environment (see `.env.example`).
 * Nothing secret belongs here: everything in `import.meta.env.VITE_*` ships in the bundle.
 */
const env = import.meta.env;

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function readPositiveInteger(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export const config = {
  /** Base URL of the portal backend (`/api` on the same origin by default). */
  apiBaseUrl: readString(env.VITE_API_BASE_URL, '/api').replace(/\/$/, ''),
  /** The `{provider}` segment of `/{provider}/login` and `/{provider}/activity`. */
  authProvider: readString(env.VITE_AUTH_PROVIDER, 'portal'),
  /** The external report service (Power BI REST API) that answers the report lookup. */
  reportServiceUrl: readString(env.VITE_REPORT_SERVICE_URL, 'https://api.powerbi.com').replace(/\/$/, ''),
  /** The carrier's name, used in texts such as the dashboard sign-in prompt. */
  companyName: readString(env.VITE_COMPANY_NAME, 'Evergreen Life'),
  /** After this long without an answer an API call fails like a network fault (spec section 8 messages). */
  apiTimeoutMs: readPositiveInteger(env.VITE_API_TIMEOUT_MS, 15_000),
  /** Whether the in-browser mock backend (MSW) starts. On in `dev` and `demo`, off in production. */
  mocksEnabled: env.VITE_ENABLE_MOCKS === 'true',
  /** Report ids of the four dashboard topics. The defaults are ids the mock backend knows. */
  reportIds: {
    marketIntelligence: readString(env.VITE_REPORT_ID_MARKET_INTELLIGENCE, '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01'),
    customerSegmentation: readString(env.VITE_REPORT_ID_CUSTOMER_SEGMENTATION, '7a2d4b16-93c5-4f7e-8d21-5b6e9c0a3f12'),
    agentProductivity: readString(env.VITE_REPORT_ID_AGENT_PRODUCTIVITY, 'c5e8f031-2b4a-4d69-a7c3-9e1f6d2b8a23'),
    salesOpportunity: readString(env.VITE_REPORT_ID_SALES_OPPORTUNITY, 'e9b7a6c4-51d3-4f82-b0e5-7c3a2d9f1b34'),
  },
  /** Who to contact about the engagement: shown on the home page. An empty e-mail or phone is left out. */
  support: {
    name: readString(env.VITE_SUPPORT_NAME, 'Engagement support team'),
    email: readString(env.VITE_SUPPORT_EMAIL, 'analytics-support@evergreenlife.example'),
    phone: readString(env.VITE_SUPPORT_PHONE, ''),
    hours: readString(env.VITE_SUPPORT_HOURS, 'Monday to Friday, 8:00-18:00'),
  },
} as const;

export type AppConfig = typeof config;

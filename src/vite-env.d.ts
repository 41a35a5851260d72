/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_ENABLE_MOCKS?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_AUTH_PROVIDER?: string;
  readonly VITE_REPORT_SERVICE_URL?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_WORKPLACE_IDP_SEGMENT?: string;
  readonly VITE_WORKPLACE_TENANT_ID?: string;
  readonly VITE_WORKPLACE_CLIENT_ID?: string;
  readonly VITE_WORKPLACE_AUTHORITY?: string;
  readonly VITE_WORKPLACE_KNOWN_AUTHORITIES?: string;
  readonly VITE_WORKPLACE_AUTHORITY_METADATA?: string;
  readonly VITE_WORKPLACE_REDIRECT_URI?: string;
  readonly VITE_WORKPLACE_SCOPES?: string;
  readonly VITE_WORKPLACE_ACCOUNT_CLAIM?: string;
  readonly VITE_REPORT_EMBED_BASE_URL?: string;
  // One of each per dashboard topic, named after its report key (src/config/report-topics.ts).
  readonly [reportId: `VITE_REPORT_ID_${string}`]: string | undefined;
  readonly [reportNote: `VITE_REPORT_NOTE_${string}`]: string | undefined;
  readonly VITE_SUPPORT_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_HOURS?: string;
  readonly VITE_HOME_KPIS?: string;
}

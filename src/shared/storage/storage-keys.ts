/** Every browser-storage key the portal uses (R3.3). Nothing else writes storage directly. */
export const storageKeys = {
  userInfo: 'oa_user_info',
  dashboardToken: 'token_info',
  lastKnownPath: 'last-known-path',
  /** Who left `last-known-path` (absent: a signed-out visitor's deep link, for whoever signs in). */
  lastKnownPathUser: 'last-known-path-user',
  deploymentTitle: 'sales-deployment-title',
  deploymentValue: 'sales-deployment-value',
  /** Set while the server may still hold a session the user signed out of (see auth's sign-out). */
  signOutPending: 'oa_sign_out_pending',
  /** The colour scheme the user chose in the account panel: light, dark or auto (follow the system). */
  colorScheme: 'oa_color_scheme',
  /**
   * Legacy: saved views earlier versions kept here, per user and per report (one record for every user
   * of this browser). Each owner is offered theirs once, to import to the backend or drop
   * (features/reports/lib/move-browser-views.ts); kept across sign-out until then, and removed at every
   * start from its cut-off date (legacy-saved-views.ts).
   */
  savedViews: 'oa_saved_views',
  /**
   * Browser-wide (localStorage, whatever the portal record's area): this browser signed in to the
   * workplace, with the account's `logout_hint`, so whichever tab ends the session ends the provider's
   * session too, even after the tab that signed in has closed (src/session/workplace/sign-in-mark.ts).
   */
  workplaceSignIn: 'oa_workplace_sign_in',
  /** Browser-wide: when a person last used any tab of an un-remembered session (the idle time-out). */
  lastInputAt: 'oa_last_input_at',
  /**
   * Tab storage, for one read: why a session this person did not end themselves ended (a reason code
   * only, never who), written after the end's clear and read by the login page (shared/browser/signed-out-page.ts).
   */
  signInNotice: 'oa_sign_in_notice',
  /**
   * Tab storage, the session's: what each embedded report showed when it last loaded here (its pages
   * and their visuals' titles, by report id), so what the portal says a dashboard shows is what it
   * does show (features/reports/lib/report-contents.ts). Cleared with the session.
   */
  reportContents: 'oa_report_contents',
  /**
   * The generation of the session signed in now: a random id each sign-in makes, kept browser-wide
   * (localStorage, or a cookie of the same name where the browser blocks localStorage) until the
   * session's end removes it; each tab keeps the one its session data belongs to in its sessionStorage
   * under the same key. A tab whose copy differs holds an ended session (src/session/session-generation.ts).
   */
  sessionGeneration: 'oa_session_generation',
  /**
   * Browser-wide (localStorage, or a cookie where it is blocked): the identity provider's sign-out is still owed, with the
   * account's `logout_hint`. Set before a session's end leaves for the provider's end-session page,
   * removed only when the provider sends the browser back (src/session/workplace/provider-sign-out-duty.ts).
   */
  providerSignOutDue: 'oa_provider_sign_out_due',
  /** Tab storage: when this tab last visited the provider for an owed sign-out (src/session/workplace/provider-sign-out.ts). */
  providerSignOutTriedAt: 'oa_provider_sign_out_tried_at',
  /**
   * Whether the dashboards' "Definitions" pane was left open ('1') or closed: a person's habit, so a
   * session's end clears it with the rest (only the colour scheme, the legacy saved views and an owed provider sign-out are kept).
   */
  definitionsOpen: 'oa_definitions_open',
  /**
   * The dashboards (topic and report page) the signed-in person opened last, newest first, with whose
   * they are: in the area of their session's record (src/session/recent-dashboards.ts). A person's trail, so a
   * session's end clears it with the rest; read only for the user it names.
   */
  recentDashboards: 'oa_recent_dashboards',
  /** A cookie written and removed at once: whether this browser keeps the portal's cookies at all. */
  cookieProbe: 'oa_cookie_probe',
  /** When this tab last reloaded to pick up a new deploy (tab storage), so it never reloads in a loop. */
  newDeployReload: 'oa_new_deploy_reload',
  /** When this tab last reloaded because the mock backend's worker did not control it (tab storage; dev and demo). */
  mockWorkerReload: 'oa_mock_worker_reload',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

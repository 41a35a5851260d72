/**
 * Where playwright.config.ts serves each build (E2E_PORT moves them all, so parallel checkouts do not
 * clash), and the copy of the production build a new-deploy test replaces.
 */
export const demoPort = Number(process.env.E2E_PORT ?? 5199);
export const productionPort = demoPort + 1;
export const newDeployPort = demoPort + 2;
export const devServerPort = demoPort + 3;
/** The production build behind nginx ending TLS itself (deploy/nginx.conf, topology tls): https, and its plain-http redirect. */
export const tlsPort = demoPort + 4;
export const tlsRedirectPort = demoPort + 5;
export const apiPort = Number(process.env.E2E_API_PORT ?? demoPort + 1000);
/** The cross-site stand-ins for Entra ID and Power BI (scripts/serve/stand-ins.mjs), over https. */
export const standInPort = apiPort + 1;
/**
 * Stoplight Prism's validating proxy between nginx and the mock server for the production build: the
 * portal's calls and the mock's answers are checked against openapi/portal.yaml (contract-proxy.ts).
 */
export const contractProxyPort = apiPort + 2;
export const contractProxyLog = `node_modules/.cache/contract-proxy-${contractProxyPort}.log`;
export const newDeployDir = `node_modules/.cache/dist-new-deploy-${demoPort}`;

/** The built app's entry chunk (main.tsx) and its start chunk (app/start-app.tsx, see vite.config.ts). */
export const ENTRY_CHUNK = '**/assets/index-*.js';
export const START_CHUNK = '**/assets/start-*.js';

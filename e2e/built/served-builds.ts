/**
 * Where playwright.built.config.ts serves each build (E2E_PORT moves them all, so parallel checkouts
 * do not clash), and the copy of the production build a new-deploy test replaces.
 */
export const productionPort = Number(process.env.E2E_PORT ?? 5199);
export const demoPort = productionPort + 1;
export const newDeployPort = productionPort + 2;
export const apiPort = Number(process.env.E2E_API_PORT ?? productionPort + 1000);
export const newDeployDir = `node_modules/.cache/dist-new-deploy-${productionPort}`;

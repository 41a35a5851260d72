// The texts and the demo user as the app defines them (TypeScript, read through jiti), so the bench
// finds the sign-in form and the home page by the same words the app shows.
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const jiti = createJiti(import.meta.url, { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } });

export const { AUTH_TEXT } = await jiti.import('../../src/features/auth/constants.ts');
export const { REPORT_TEXT } = await jiti.import('../../src/features/reports/constants.ts');
export const { WELCOME_HEADING } = await jiti.import('../../src/features/deployment/constants.ts');
export const { demoUser } = await jiti.import('../../src/testing/demo-users.ts');

import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/**
 * The mock backend for Node (Vitest). Its db lives in memory and is seeded on first use; call
 * `resetMockDb()` from `@/mocks/db` between tests. Cookies set by mocked answers are kept by MSW's
 * cookie store and sent to later handlers, as a browser would.
 */
export const server = setupServer(...handlers);

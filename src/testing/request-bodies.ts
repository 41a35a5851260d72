import { http } from 'msw';
import { server } from '@/mocks/node';

/**
 * The JSON bodies the page sends with POST to `path` (an MSW path, e.g. `*\/update-profile`), in order;
 * the mock backend still answers each (the recorder answers nothing itself).
 */
export function recordPostedBodies(path: string): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
}

import { delay } from 'msw';

/**
 * A mock backend's answer that never comes (a request handler's resolver): a story holds the state a
 * person sees while waiting ("Signing in...", a skeleton, a bar at 0 %).
 */
export const neverAnswered = () => delay('infinite');

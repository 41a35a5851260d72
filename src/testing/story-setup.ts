import { beforeEach } from 'vitest';
import { allowConsole, failOnUnexpectedConsole } from './fail-on-console';

// A story's play function that logs an unexpected console error or warning fails, as a unit test does.
failOnUnexpectedConsole();

beforeEach(() => {
  // Except React's act() warnings: a story renders in a real browser, where nothing needs act().
  // Storybook turns React's act environment on for its own userEvent steps, and what Mantine's Popover
  // does on animation frames after a step (positioning, focus) then lands outside such a step. With
  // every story in one page, an act() of a polling waitFor can also run after another story's step has
  // turned that environment off again (seen once on a clean checkout, in Rail Expanded).
  allowConsole('error', /not wrapped in act\(|suspended inside an `act` scope|not configured to support act\(/);
});

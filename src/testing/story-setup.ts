import { failOnUnexpectedConsole } from './fail-on-console';

// A story's play function that logs an unexpected console error or warning fails, as a unit test does.
failOnUnexpectedConsole();

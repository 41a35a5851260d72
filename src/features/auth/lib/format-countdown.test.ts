import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format-countdown';

describe('formatCountdown', () => {
  it.each([
    [599, '9:59'],
    [600, '10:00'],
    [61, '1:01'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
    [-5, '0:00'],
    [59.7, '0:59'],
  ])('%d s reads %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

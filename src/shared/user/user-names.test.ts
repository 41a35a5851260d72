import { describe, expect, it } from 'vitest';
import { fullNameOf, initialsOf } from './user-names';

describe('initialsOf', () => {
  it.each([
    ['Jordan', 'Avery', 'JA'],
    ['morgan', 'lee', 'ML'],
    ['  Élodie ', ' Durand', 'ÉD'],
    ['Jordan', '', 'J'],
    ['', '', ''],
  ])('%s %s -> %s', (first, last, expected) => {
    expect(initialsOf(first, last)).toBe(expected);
  });
});

describe('fullNameOf', () => {
  it('joins first and last name without stray spaces', () => {
    expect(fullNameOf('Jordan', 'Avery')).toBe('Jordan Avery');
    expect(fullNameOf('Jordan', ' ')).toBe('Jordan');
  });
});

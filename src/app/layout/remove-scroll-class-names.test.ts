import { RemoveScroll as RealRemoveScroll } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './remove-scroll-class-names';

describe('the AppShell stand-in for react-remove-scroll', () => {
  it('gives the class names the real package styles while a modal locks scrolling', () => {
    expect(RemoveScroll.classNames).toEqual(RealRemoveScroll.classNames);
  });
});

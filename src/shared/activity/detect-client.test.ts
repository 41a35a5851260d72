import { describe, expect, it } from 'vitest';
import { detectBrowser, detectDevice } from './detect-client';

const CHROME_DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const EDGE = `${CHROME_DESKTOP} Edg/156.0.0.0`;
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';

describe('detectBrowser', () => {
  it.each([
    [CHROME_DESKTOP, 'Chrome'],
    [EDGE, 'Edge'],
    [IPHONE_SAFARI, 'Safari'],
    [FIREFOX, 'Firefox'],
    ['curl/8.0', 'Unknown'],
  ])('names the browser of %s', (userAgent, expected) => {
    expect(detectBrowser(userAgent)).toBe(expected);
  });
});

describe('detectDevice', () => {
  it.each([
    [CHROME_DESKTOP, 'Desktop'],
    [IPHONE_SAFARI, 'Mobile'],
    [IPAD, 'Tablet'],
  ])('classifies %s', (userAgent, expected) => {
    expect(detectDevice(userAgent)).toBe(expected);
  });
});

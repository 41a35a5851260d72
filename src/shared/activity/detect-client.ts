/** Device and browser names for activity records, from the user agent (no library: two short tables). */
export function detectDevice(userAgent: string): string {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(userAgent)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|IEMobile|Opera Mini/i.test(userAgent)) return 'Mobile';
  return 'Desktop';
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|Chromium\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function detectBrowser(userAgent: string): string {
  return BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown';
}

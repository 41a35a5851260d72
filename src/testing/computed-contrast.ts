/** A computed colour (`rgb()`, `rgba()`, `color(srgb …)`) as red, green and blue from 0 to 1, and its alpha. */
export function parseComputedColor(colour: string): { rgb: [number, number, number]; alpha: number } {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (srgb) return { rgb: [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])], alpha: Number(srgb[4] ?? 1) };
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:[,/] ?([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`not a computed colour: ${colour}`);
  return { rgb: [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255], alpha: Number(rgb[4] ?? 1) };
}

function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** WCAG's contrast ratio of two opaque computed colours. */
export function computedContrast(foreground: string, background: string): number {
  const [first, second] = [foreground, background].map((colour) => luminance(parseComputedColor(colour).rgb));
  return (Math.max(first!, second!) + 0.05) / (Math.min(first!, second!) + 0.05);
}

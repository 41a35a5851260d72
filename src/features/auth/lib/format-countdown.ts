/** `m:ss` for a number of seconds (negative counts as 0): 599 gives "9:59", 60 gives "1:00". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

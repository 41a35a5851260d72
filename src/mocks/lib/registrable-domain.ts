/**
 * Stands in for the `tldts` package in browser bundles (vite.config.ts aliases it). Only MSW's
 * cookie store (tough-cookie) uses it, to ask for a host's registrable domain; the real package
 * carries the whole public-suffix list, 108 KiB gzip, which would be half of the mock backend's
 * download in dev and demo builds. The mock backend sets its cookies on the page's own host, for
 * which "the last two labels" (or none, for an IP address or a single label like localhost) is the
 * answer tough-cookie needs.
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  const isIpAddress = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
  const labels = host.split('.');
  if (isIpAddress || labels.length < 2) return null;
  return labels.slice(-2).join('.');
}

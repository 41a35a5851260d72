// The production Content-Security-Policy, built from the same configuration as the app (the VITE_*
// variables), so it allows exactly the origins the portal talks to and nothing else.

/** The origin of an absolute URL, or null for a path on this app's own origin. */
function originOf(url) {
  if (!url || !/^https?:\/\//.test(url)) return null;
  return new URL(url).origin;
}

const unique = (values) => [...new Set(values.filter(Boolean))];

/**
 * - scripts only from this origin (no inline script: index.html has none);
 * - styles from this origin plus inline styles (Mantine sets CSS variables in a <style> element and
 *   in style attributes; styles cannot run code);
 * - connections only to this origin, the configured API, the report service and the identity provider;
 * - frames only from this origin (the Quick Wins PDF), the report embed host and the identity provider;
 * - no plugins, no <base> tricks, forms only to this origin, and (as a header) no framing by others.
 */
export function contentSecurityPolicy(env, { header = true } = {}) {
  const api = originOf(env.VITE_API_BASE_URL);
  const reportService = originOf(env.VITE_REPORT_SERVICE_URL ?? 'https://api.powerbi.com');
  const reportEmbed = originOf(env.VITE_REPORT_EMBED_BASE_URL ?? 'https://app.powerbi.com/reportEmbed');
  const identity = originOf(env.VITE_WORKPLACE_AUTHORITY);
  const directives = {
    'default-src': ["'self'"],
    // A demo build (mocks on) validates requests in the browser with Ajv, which compiles schemas with
    // `new Function`; a production build has no mock code and no eval.
    'script-src': env.VITE_ENABLE_MOCKS === 'true' ? ["'self'", "'unsafe-eval'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', api]),
    'font-src': ["'self'"],
    'connect-src': unique(["'self'", api, reportService, identity]),
    'frame-src': unique(["'self'", reportEmbed, identity]),
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only a header can say who may frame the portal; a <meta> policy ignores it.
    ...(header ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A `_headers` file (Netlify, Cloudflare Pages and similar static hosts) with the policy for every path. */
export function headersFile(env) {
  return [
    '/*',
    `  Content-Security-Policy: ${contentSecurityPolicy(env)}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}

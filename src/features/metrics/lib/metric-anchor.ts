/**
 * The id of a metric's entry in the glossary, and the `#hash` of its link:
 * "Submission-to-Prospect Ratio" -> "metric-submission-to-prospect-ratio".
 */
export function metricAnchor(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `metric-${slug}`;
}

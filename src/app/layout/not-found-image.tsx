import classes from './not-found-image.module.css';

/**
 * R2.47's 404 image, inline so its colours come from the theme in light and dark (design review m9):
 * a magnifier over a small bar chart between the two fours, on a ground line. The page's heading says
 * "Page not found" right under it, so the picture carries no caption of its own (m3).
 */
export function NotFoundImage() {
  return (
    <svg className={classes.image} viewBox="0 0 360 212" role="img" aria-label="404 Page not found">
      <rect x="10" y="196" width="340" height="8" rx="4" fill="var(--nf-ground)" />
      <g
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize="110"
        fill="var(--nf-ink)"
        textAnchor="middle"
        aria-hidden
      >
        <text x="82" y="170">
          4
        </text>
        <text x="278" y="170">
          4
        </text>
      </g>
      <circle cx="180" cy="130" r="48" fill="var(--nf-lens)" stroke="var(--nf-ink)" strokeWidth="10" />
      <path d="M214 164l34 34" stroke="var(--nf-ink)" strokeWidth="12" strokeLinecap="round" />
      <rect x="158" y="120" width="8" height="26" rx="2" fill="var(--nf-bar-light)" />
      <rect x="171" y="108" width="8" height="38" rx="2" fill="var(--nf-bar)" />
      <rect x="184" y="114" width="8" height="32" rx="2" fill="var(--nf-bar)" />
      <rect x="197" y="126" width="8" height="20" rx="2" fill="var(--nf-bar-light)" />
    </svg>
  );
}

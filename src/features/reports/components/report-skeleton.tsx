import { Skeleton } from '@mantine/core';
import classes from './report-frame.module.css';

/**
 * What a report looks like before it is drawn (design review 2026-11-29, m10): a row of four KPI
 * tiles and two half-width panels, in place of a lone spinner in an empty frame, so the wait reads as
 * the report arriving. Drawn only; the frame's status says "loading" to screen readers.
 */
export function ReportSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden>
      <div className={classes.skeletonTiles}>
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} height={72} radius="sm" />
        ))}
      </div>
      <div className={classes.skeletonPanels}>
        <Skeleton height="100%" radius="sm" />
        <Skeleton height="100%" radius="sm" />
      </div>
    </div>
  );
}

import { Skeleton } from '@mantine/core';
import classes from './headline-kpis.module.css';

/**
 * A number on its way, shaped like the card its visual draws (design review, later grades: home's numbers): the figure,
 * its label and its comparison as blocks in the tile's box, so the drawn card takes their place without a jump. Before
 * the tiles' chunk has loaded (home's first paint) and while a visual loads.
 */
export function KpiSkeleton() {
  return (
    <div className={classes.shape} aria-hidden>
      <Skeleton height={26} width="48%" radius="sm" />
      <Skeleton height={10} width="34%" radius="sm" mt={12} />
      <Skeleton height={10} width="42%" radius="sm" mt={8} />
    </div>
  );
}

import type { ReactNode } from 'react';
import classes from './work-columns.module.css';

/**
 * The person's own work under a page's topics (home's and a module page's): their recent dashboards and their saved
 * views, side by side from a laptop's width, each column reaching the row's foot so the two end together. Only the
 * columns that hold something: a lone one spans the width rather than leave a hole. `layout`: home's 8/4 columns, or a
 * module page's, lined up with the topic cards above (work-columns.module.css). Nothing when both are empty.
 */
export function WorkColumns({
  recentDashboards,
  savedViews,
  layout,
}: {
  recentDashboards?: ReactNode;
  savedViews?: ReactNode;
  layout: 'home' | 'module';
}) {
  const work = [
    recentDashboards && (
      <div key="recent" className={classes.column}>
        {recentDashboards}
      </div>
    ),
    savedViews && (
      <div key="saved" className={classes.column}>
        {savedViews}
      </div>
    ),
  ].filter(Boolean);
  if (work.length === 0) return null;
  return (
    <div className={classes.columns} data-layout={layout} data-work-columns={work.length}>
      {work}
    </div>
  );
}

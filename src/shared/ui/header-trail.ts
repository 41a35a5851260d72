import { createContext } from 'react';
import type { BreadcrumbItem } from './page-breadcrumbs';

/**
 * Where a page's breadcrumb trail is shown in the header instead of a row of its own (the tenth grade, finding 1:
 * header, trail, strip, pills and toolbar took 196 of 720 px before a report). The shell provides the setter; a page's
 * trail that folds hands its crumbs to it while it is shown, and `null` when it goes. Outside the shell (a page's own
 * tests and stories) there is none, and the trail keeps its row.
 */
export const HeaderTrailContext = createContext<((trail: readonly BreadcrumbItem[] | null) => void) | null>(null);

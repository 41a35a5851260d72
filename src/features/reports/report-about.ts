import { createContext, useContext } from 'react';

/**
 * The topic's one-line description, shown in the toolbar's "About this dashboard" above the report's
 * note (design review 2026-11-29, M1 and m2: the description left the page's header, and the button is
 * on every dashboard, so the toolbar never moves). The view provides it; the toolbar, several
 * components down and across the lazy workplace side, reads it.
 */
export const ReportAboutContext = createContext<string | undefined>(undefined);

export const useReportDescription = () => useContext(ReportAboutContext);

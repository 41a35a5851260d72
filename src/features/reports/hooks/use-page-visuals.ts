import { useEffect, useState } from 'react';
import type { PowerBiReport } from '../lib/powerbi';

/** A visual of a report page as the SDK describes it (`VisualDescriptor`, as far as the portal reads it). */
export interface ReportVisual {
  name: string;
  title: string;
  type: string;
}

export type PageVisuals = { status: 'loading' } | { status: 'ready'; visuals: ReportVisual[] } | { status: 'failed' };

const LOADING: PageVisuals = { status: 'loading' };

/**
 * The visuals of the report's page `pageName`, asked of the report itself (`page.getVisuals()`, the
 * SDK's `GET /report/pages/{name}/visuals`) while `enabled`: a page change asks again. Another page's
 * answer arriving late is dropped; a refusal is logged and reported as `failed`, which the Definitions
 * panel says (R8.6: the person is waiting for the panel's answer).
 */
export function usePageVisuals(report: PowerBiReport | null, pageName: string | null, enabled: boolean): PageVisuals {
  const [answer, setAnswer] = useState<{ page: string; visuals: PageVisuals } | null>(null);
  useEffect(() => {
    if (!report || !pageName || !enabled) return undefined;
    let active = true;
    report
      .page(pageName)
      .getVisuals()
      .then(
        (found) => {
          if (!active) return;
          const visuals = found.map(({ name, title, type }) => ({ name, title, type }));
          setAnswer({ page: pageName, visuals: { status: 'ready', visuals } });
        },
        (error: unknown) => {
          console.error('The visuals of the report page could not be read', error);
          if (active) setAnswer({ page: pageName, visuals: { status: 'failed' } });
        },
      );
    return () => {
      active = false;
    };
  }, [report, pageName, enabled]);
  return answer && answer.page === pageName && report ? answer.visuals : LOADING;
}

import { useEffect, useState } from 'react';
import { VISUAL_CLICK_SETTLE_MS } from '../constants';
import type { PowerBiReport } from '../lib/powerbi';
import type { ReportVisual } from './use-page-visuals';

/**
 * One click on a visual of the report: the visual, and the data fields of the clicked data point
 * (its measures, then its category columns; none for a click beside the data). A new object per click.
 */
export interface VisualSelection {
  visual: ReportVisual;
  fields: string[];
}

/** The detail of the SDK's `visualClicked` and `dataSelected` events, as far as the portal reads it. */
interface SelectionDetail {
  visual?: Partial<ReportVisual>;
  dataPoints?: {
    identity?: { target?: { column?: string } }[];
    values?: { target?: { measure?: string } }[];
  }[];
}

function readVisual(detail: SelectionDetail | undefined): ReportVisual | null {
  const visual = detail?.visual;
  if (typeof visual?.name !== 'string') return null;
  return { name: visual.name, title: visual.title ?? '', type: visual.type ?? '' };
}

function fieldsOf(detail: SelectionDetail | undefined): string[] {
  const points = detail?.dataPoints ?? [];
  const measures = points.flatMap((point) => (point.values ?? []).map((value) => value.target?.measure));
  const columns = points.flatMap((point) => (point.identity ?? []).map((identity) => identity.target?.column));
  return [...measures, ...columns].filter((field): field is string => typeof field === 'string');
}

/**
 * The user's last click on a visual, while `enabled`. The service raises `visualClicked` and, for a
 * data point, `dataSelected` for one click, in either order: the events of one visual that arrive
 * within `VISUAL_CLICK_SETTLE_MS` of each other are one click, so whatever follows a click (an
 * announcement) happens once. Only listens: the report keeps the focus.
 */
export function useVisualSelection(report: PowerBiReport | null, enabled: boolean): VisualSelection | null {
  const [selection, setSelection] = useState<VisualSelection | null>(null);
  useEffect(() => {
    if (!report || !enabled) return undefined;
    let pending: VisualSelection | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = () => {
      clearTimeout(timer);
      if (pending) setSelection(pending);
      pending = null;
    };
    const onClick = (event: unknown) => {
      const detail = (event as CustomEvent<SelectionDetail | undefined>).detail;
      const visual = readVisual(detail);
      if (!visual) return;
      if (pending && pending.visual.name !== visual.name) settle();
      pending = { visual, fields: [...(pending?.fields ?? []), ...fieldsOf(detail)] };
      clearTimeout(timer);
      timer = setTimeout(settle, VISUAL_CLICK_SETTLE_MS);
    };
    report.on('visualClicked', onClick);
    report.on('dataSelected', onClick);
    return () => {
      clearTimeout(timer);
      report.off('visualClicked', onClick);
      report.off('dataSelected', onClick);
      setSelection(null);
    };
  }, [report, enabled]);
  return selection;
}

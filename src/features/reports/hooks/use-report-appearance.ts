import { useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useIsPhone } from '@/shared/ui/breakpoints';
import { layoutSettings, type ReportLayout } from '../lib/embed-config';
import type { PowerBiReport } from '../lib/powerbi';
import { reportThemeFor, type ReportColorScheme } from '../lib/report-theme';

export interface ReportAppearance {
  colorScheme: ReportColorScheme;
  layout: ReportLayout;
}

/** The portal's colour scheme and screen size, as the report should look. */
export function useReportAppearance(): ReportAppearance {
  const colorScheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const isPhone = useIsPhone();
  return { colorScheme, layout: isPhone ? 'phone' : 'desktop' };
}

/**
 * Keeps a loaded report in step with the portal's colour scheme and screen size without embedding it
 * again: a scheme switch re-themes it (`applyTheme` with the portal's theme of the scheme), crossing the phone breakpoint changes its layout (`updateSettings` with `layoutSettings`).
 * `embeddedWith` is what the report was embedded with, so nothing is sent for the state it already has.
 */
export function useReportAppearanceSync(
  loaded: { report: PowerBiReport; embeddedWith: ReportAppearance } | null,
  appearance: ReportAppearance,
): void {
  const report = loaded?.report ?? null;
  const applied = useRef<ReportAppearance | null>(null);
  useEffect(() => {
    applied.current = loaded?.embeddedWith ?? null;
  }, [loaded]);

  const { colorScheme, layout } = appearance;
  useEffect(() => {
    if (!report || !applied.current || applied.current.colorScheme === colorScheme) return;
    applied.current = { ...applied.current, colorScheme };
    report
      .applyTheme(reportThemeFor(colorScheme))
      .catch((error: unknown) => console.error('The report could not be re-themed', error));
  }, [report, colorScheme]);

  useEffect(() => {
    if (!report || !applied.current || applied.current.layout === layout) return;
    applied.current = { ...applied.current, layout };
    report
      .updateSettings(layoutSettings(layout))
      .catch((error: unknown) => console.error('The report layout could not be changed', error));
  }, [report, layout]);
}

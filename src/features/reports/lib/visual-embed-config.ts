import type { IVisualEmbedConfiguration } from 'powerbi-client';
import { embedSourceConfig, type EmbedSource } from './embed-config';
import { kpiVisualTheme } from './kpi-visual-theme';

/**
 * A single visual of a report (home's headline KPIs): `type: 'visual'` with the page and the visual
 * by name, the person's own directory (Aad) token, and the numbers' theme of the colour scheme
 * (kpi-visual-theme.ts: the portal's colours and face, not the report's; a smaller figure on a phone). The SDK
 * lays the page out so that only that visual shows, filling the frame. `hideErrors`: the tile says
 * what went wrong in the portal's words.
 */
export function visualEmbedConfig({
  pageName,
  visualName,
  colorScheme,
  phone = false,
  ...source
}: Required<EmbedSource> & { pageName: string; visualName: string; phone?: boolean }): IVisualEmbedConfiguration {
  return {
    type: 'visual',
    ...embedSourceConfig(source),
    theme: kpiVisualTheme(colorScheme, phone),
    pageName,
    visualName,
    settings: { hideErrors: true },
  };
}

import { models, type IVisualEmbedConfiguration } from 'powerbi-client';
import { withoutAutoAuth } from './embed-config';
import { reportThemeFor, type ReportColorScheme } from './report-theme';

/**
 * A single visual of a report (home's headline KPIs): `type: 'visual'` with the page and the visual
 * by name, the person's own directory (Aad) token, and the report theme of the colour scheme. The SDK
 * lays the page out so that only that visual shows, filling the frame. `hideErrors`: the tile says
 * what went wrong in the portal's words.
 */
export function visualEmbedConfig({
  reportId,
  embedUrl,
  accessToken,
  pageName,
  visualName,
  colorScheme,
}: {
  reportId: string;
  embedUrl: string;
  accessToken: string;
  pageName: string;
  visualName: string;
  colorScheme: ReportColorScheme;
}): IVisualEmbedConfiguration {
  const theme = reportThemeFor(colorScheme);
  return {
    type: 'visual',
    id: reportId,
    embedUrl: withoutAutoAuth(embedUrl),
    accessToken,
    tokenType: models.TokenType.Aad,
    pageName,
    visualName,
    ...(theme ? { theme } : {}),
    settings: { hideErrors: true },
  };
}

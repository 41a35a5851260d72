import { models, type IReportEmbedConfiguration } from 'powerbi-client';

/**
 * The report embed configuration (spec section 3): type report, id, the embed URL from the report
 * lookup, the directory (Aad) token, the navigation content pane disabled and the filter pane hidden
 * and collapsed. `hideErrors` lets the portal show its own messages.
 */
export function reportEmbedConfig({
  reportId,
  embedUrl,
  accessToken,
}: {
  reportId: string;
  embedUrl: string;
  accessToken: string;
}): IReportEmbedConfiguration {
  return {
    type: 'report',
    id: reportId,
    embedUrl: withoutAutoAuth(embedUrl),
    accessToken,
    tokenType: models.TokenType.Aad,
    settings: {
      navContentPaneEnabled: false,
      panes: { filters: { visible: false, expanded: false } },
    },
  };
}

/**
 * The report service's `embedUrl` may carry `autoAuth=true` (the contract's example does); the SDK
 * refuses such URLs when a token is given, so the flag is dropped.
 */
function withoutAutoAuth(embedUrl: string): string {
  try {
    const url = new URL(embedUrl);
    for (const key of [...url.searchParams.keys()]) if (key.toLowerCase() === 'autoauth') url.searchParams.delete(key);
    return url.href;
  } catch {
    return embedUrl;
  }
}

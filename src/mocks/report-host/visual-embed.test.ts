import { LayoutType, VisualContainerDisplayMode } from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import { MOCK_DASHBOARDS } from './dashboards';
import { checkVisualLoad, findEmbeddedVisual } from './visual-embed';

/** The load `Visual.prototype.load` of powerbi-client sends for `cardWeightedSales`. */
function visualLoad(overrides: Record<string, unknown> = {}) {
  return {
    type: 'visual',
    id: '3f1c9a52-6d0b-4e8a-9b1e-2a7c5d4e8f01',
    accessToken: 'token',
    tokenType: 0,
    pageName: 'ReportSection1',
    visualName: 'cardWeightedSales',
    uniqueId: 'abc',
    settings: {
      hideErrors: true,
      filterPaneEnabled: false,
      navContentPaneEnabled: false,
      layoutType: LayoutType.Custom,
      customLayout: {
        pagesLayout: {
          ReportSection1: {
            defaultLayout: { displayState: { mode: VisualContainerDisplayMode.Hidden } },
            visualsLayout: { cardWeightedSales: { displayState: { mode: VisualContainerDisplayMode.Visible } } },
          },
        },
      },
    },
    ...overrides,
  };
}

describe('a single visual embedded on its own', () => {
  it('accepts the SDK’s visual load and reads the page and visual', () => {
    expect(checkVisualLoad(visualLoad())).toMatchObject({
      pageName: 'ReportSection1',
      visualName: 'cardWeightedSales',
    });
  });

  it('refuses a layout that shows more than the visual, and keys the service does not know', () => {
    const whole = visualLoad({ settings: { layoutType: LayoutType.Master } });
    expect(checkVisualLoad(whole)).toHaveProperty('errors');
    expect(checkVisualLoad(visualLoad({ filters: [] }))).toHaveProperty('errors');
  });

  it('finds a card or a visual, and answers the service’s errors for an unknown page or visual', () => {
    const report = MOCK_DASHBOARDS.marketIntelligence;
    expect(findEmbeddedVisual(report, 'ReportSection1', 'cardMarketShare')).toMatchObject({ card: { value: '1.23%' } });
    expect(findEmbeddedVisual(report, 'ReportSection1', 'barShareByState')).toMatchObject({ visual: { kind: 'bars' } });
    expect(findEmbeddedVisual(report, 'ReportSection9', 'cardMarketShare')).toMatchObject({ message: 'PageNotFound' });
    expect(findEmbeddedVisual(report, 'ReportSection1', 'cardGone')).toMatchObject({ message: 'visualNotFound' });
    expect(findEmbeddedVisual(report, 'ReportSection1', 'cardMarketShare', true)).toMatchObject({
      message: 'visualNotFound',
    });
  });
});

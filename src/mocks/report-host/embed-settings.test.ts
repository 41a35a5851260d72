import { BackgroundType, DisplayOption, LayoutType } from 'powerbi-models';
import { describe, expect, it } from 'vitest';
import { applySettings, checkLoadConfiguration, DEFAULT_DISPLAY } from './embed-settings';

/** A load request as the SDK posts it for the portal's configuration (R3.9). */
const portalLoad = {
  type: 'report',
  id: 'report-1',
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=report-1',
  groupId: undefined,
  uniqueId: 'uid-1',
  accessToken: 'token',
  tokenType: 1,
  settings: {
    // The SDK adds these two from element attributes, as undefined when the element has none.
    filterPaneEnabled: undefined,
    navContentPaneEnabled: false,
    panes: { filters: { visible: false, expanded: false } },
    layoutType: LayoutType.Custom,
    customLayout: { displayOption: DisplayOption.FitToWidth },
    background: BackgroundType.Transparent,
  },
};

function messages(result: ReturnType<typeof checkLoadConfiguration>) {
  return 'errors' in result ? result.errors.map((error) => error.message) : [];
}

describe('the mock report host reads the embed configuration as strictly as the service', () => {
  it("honours the portal's configuration: no page navigation, no filter pane, the desktop layout", () => {
    const result = checkLoadConfiguration(portalLoad);
    expect(messages(result)).toEqual([]);
    expect('display' in result && result.display).toEqual({
      pageNavigation: false,
      filterPane: false,
      layout: 'desktop',
      displayOption: DisplayOption.FitToWidth,
      hideErrors: false,
      transparent: true,
    });
  });

  it('leaves the page background out only when asked, as the service does (BackgroundType.Transparent)', () => {
    const { background: _transparent, ...opaque } = portalLoad.settings;
    const drawn = checkLoadConfiguration({ ...portalLoad, settings: opaque });
    expect('display' in drawn && drawn.display.transparent).toBe(false);
    const asDefault = checkLoadConfiguration({
      ...portalLoad,
      settings: { ...opaque, background: BackgroundType.Default },
    });
    expect('display' in asDefault && asDefault.display.transparent).toBe(false);
    expect(messages(checkLoadConfiguration({ ...portalLoad, settings: { ...opaque, background: 7 } }))).not.toEqual([]);
    expect(applySettings({ background: BackgroundType.Transparent }, DEFAULT_DISPLAY).display.transparent).toBe(true);
  });

  it("draws the service's defaults (page tabs and filter pane) when the settings do not hide them", () => {
    const result = checkLoadConfiguration({ ...portalLoad, settings: {} });
    expect('display' in result && result.display).toEqual(DEFAULT_DISPLAY);
    expect(DEFAULT_DISPLAY).toMatchObject({ pageNavigation: true, filterPane: true });
  });

  it('reads the phone layout, the start page and a theme', () => {
    // The portal's phone load: the mobile layout, no custom layout (embed-config.ts's `layoutSettings`).
    const { customLayout: _custom, ...desktop } = portalLoad.settings;
    const result = checkLoadConfiguration({
      ...portalLoad,
      pageName: 'ReportSection2',
      theme: { themeJson: { name: 'Dark', background: '#242424' } },
      settings: { ...desktop, layoutType: LayoutType.MobilePortrait },
    });
    expect(messages(result)).toEqual([]);
    expect('display' in result && result.display.layout).toBe('phone');
  });

  it("refuses what the SDK's own validator refuses", () => {
    expect(messages(checkLoadConfiguration({ ...portalLoad, accessToken: undefined }))).toContain(
      'accessToken is required',
    );
    expect(messages(checkLoadConfiguration({ ...portalLoad, settings: { navContentPaneEnabled: 'no' } }))).toEqual([
      'navContentPaneEnabled must be a boolean',
    ]);
  });

  it('refuses a setting it does not know instead of ignoring it', () => {
    expect(messages(checkLoadConfiguration({ ...portalLoad, settings: { pageTabsHidden: true } }))).toEqual([
      'settings.pageTabsHidden is not a known setting',
    ]);
    expect(messages(checkLoadConfiguration({ ...portalLoad, colours: 'dark' }))).toEqual([
      'colours is not a known setting',
    ]);
    expect(
      messages(
        checkLoadConfiguration({ ...portalLoad, settings: { panes: { filters: { visible: false }, sidebar: {} } } }),
      ),
    ).toEqual(['settings.panes.sidebar is not a known setting']);
  });

  it("refuses a setting of the SDK's types that it does not draw as the service would", () => {
    expect(messages(checkLoadConfiguration({ ...portalLoad, settings: { zoomLevel: 2 } }))).toEqual([
      'settings.zoomLevel is not supported by the mock report host',
    ]);
    expect(messages(checkLoadConfiguration({ ...portalLoad, filters: [] }))).toEqual([
      'filters is not supported by the mock report host',
    ]);
    expect(
      messages(checkLoadConfiguration({ ...portalLoad, settings: { layoutType: LayoutType.MobileLandscape } })),
    ).toEqual(['settings.layoutType MobileLandscape is not supported by the mock report host']);
    expect(messages(checkLoadConfiguration({ ...portalLoad, theme: { colours: 'dark' } }))).toEqual([
      'theme must be { themeJson } (ICustomTheme)',
    ]);
  });

  it('fits the desktop canvas as a custom layout says; refuses a custom layout the service would leave out or the host cannot draw', () => {
    const custom = { layoutType: LayoutType.Custom, customLayout: { displayOption: DisplayOption.FitToWidth } };
    const fitted = checkLoadConfiguration({ ...portalLoad, settings: { ...portalLoad.settings, ...custom } });
    expect('display' in fitted && fitted.display).toMatchObject({
      layout: 'desktop',
      displayOption: DisplayOption.FitToWidth,
    });
    // Without a custom layout the page's own option holds (null), as with Master; Custom alone fits the page whole.
    expect(applySettings({ layoutType: LayoutType.Custom }, DEFAULT_DISPLAY).display.displayOption).toBe(
      DisplayOption.FitToPage,
    );
    // A custom layout with another layout type: the service would draw that layout and drop it quietly.
    expect(
      applySettings(
        { layoutType: LayoutType.Master, customLayout: { displayOption: DisplayOption.FitToWidth } },
        DEFAULT_DISPLAY,
      ).errors.map((error) => error.message),
    ).toEqual(['settings.customLayout needs layoutType Custom, not Master']);
    expect(
      applySettings(
        { layoutType: LayoutType.Custom, customLayout: { pageSize: { type: 4 } } },
        DEFAULT_DISPLAY,
      ).errors.map((error) => error.message),
    ).toEqual(['settings.customLayout.pageSize is not supported by the mock report host']);
    // The phone layout keeps the desktop's custom option for when the desktop layout comes back.
    const phone = applySettings(
      { layoutType: LayoutType.MobilePortrait },
      fitted && 'display' in fitted ? fitted.display : DEFAULT_DISPLAY,
    );
    expect(phone.display).toMatchObject({ layout: 'phone', displayOption: DisplayOption.FitToWidth });
    expect(applySettings({ layoutType: LayoutType.Master }, phone.display).display.displayOption).toBeNull();
  });

  it('updateSettings changes only what it names, with the same checks', () => {
    const phone = applySettings({ layoutType: LayoutType.MobilePortrait }, DEFAULT_DISPLAY);
    expect(phone).toEqual({ errors: [], display: { ...DEFAULT_DISPLAY, layout: 'phone' } });
    const unknown = applySettings({ layout: 'phone' }, DEFAULT_DISPLAY);
    expect(unknown.errors.map((error) => error.message)).toEqual(['settings.layout is not a known setting']);
    expect(unknown.display).toBe(DEFAULT_DISPLAY);
  });
});

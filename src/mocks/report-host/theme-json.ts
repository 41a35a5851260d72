/**
 * The report theme a load (`theme`) or `applyTheme` sends (powerbi-models' `ICustomTheme`: `{ themeJson }`,
 * `{}` being the SDK's `resetTheme()`), checked as the service imports a theme: models' validator only
 * asks for an object, the service then refuses a theme whose documented fields have the wrong type (a
 * colour that is no hex colour, a font size that is no number). Fields the host does not draw are
 * refused too, so that no theme passes here that the real report would draw otherwise.
 */
import { validateCustomTheme, type IError } from 'powerbi-models';

/** A text class of the theme (`textClasses.callout`, `textClasses.label`): colour, face, size in points. */
export interface ThemeTextClass {
  color?: string;
  fontFace?: string;
  fontSize?: number;
}

/** The theme fields the host draws (Power BI's report theme JSON). */
export interface ReportThemeJson {
  name?: string;
  background?: string;
  foreground?: string;
  tableAccent?: string;
  dataColors?: string[];
  /** Sentiment colours: a rising delta in `good`, a falling one in `bad`. */
  good?: string;
  bad?: string;
  textClasses?: { callout?: ThemeTextClass; label?: ThemeTextClass };
}

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const isColour = (value: unknown) => typeof value === 'string' && COLOUR.test(value);
const COLOUR_KEYS = ['background', 'foreground', 'tableAccent', 'good', 'bad'] as const;
const THEME_KEYS = new Set<string>(['name', 'dataColors', 'textClasses', ...COLOUR_KEYS]);
const TEXT_CLASSES = new Set(['callout', 'label']);

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function textClassErrors(name: string, textClass: unknown): IError[] {
  const where = `themeJson.textClasses.${name}`;
  if (!TEXT_CLASSES.has(name)) return [{ message: `${where} is not supported by the mock report host` }];
  if (!isObject(textClass)) return [{ message: `${where} must be an object` }];
  const errors: IError[] = [];
  for (const [key, value] of Object.entries(textClass)) {
    if (key === 'color' && !isColour(value)) errors.push({ message: `${where}.color must be a hex colour` });
    else if (key === 'fontFace' && (typeof value !== 'string' || value.trim() === ''))
      errors.push({ message: `${where}.fontFace must be a font family` });
    else if (key === 'fontSize' && !(typeof value === 'number' && value > 0))
      errors.push({ message: `${where}.fontSize must be a number of points` });
    else if (!['color', 'fontFace', 'fontSize'].includes(key))
      errors.push({ message: `${where}.${key} is not supported by the mock report host` });
  }
  return errors;
}

/** The errors of a theme request; none: the request is `{}` or `{ themeJson }` with a `ReportThemeJson`. */
export function themeErrors(request: unknown): IError[] {
  if (!isObject(request)) return [{ message: 'theme must be { themeJson } (ICustomTheme)' }];
  if (Object.keys(request).length === 0) return [];
  const modelErrors = validateCustomTheme(request);
  if (modelErrors?.length) return modelErrors;
  const { themeJson, ...rest } = request;
  if (!isObject(themeJson) || Object.keys(rest).length > 0) {
    return [{ message: 'theme must be { themeJson } (ICustomTheme)' }];
  }
  const errors: IError[] = [];
  for (const [key, value] of Object.entries(themeJson)) {
    if (!THEME_KEYS.has(key)) errors.push({ message: `themeJson.${key} is not supported by the mock report host` });
    else if ((COLOUR_KEYS as readonly string[]).includes(key) && !isColour(value))
      errors.push({ message: `themeJson.${key} must be a hex colour` });
  }
  if (themeJson.name !== undefined && typeof themeJson.name !== 'string')
    errors.push({ message: 'themeJson.name must be a string' });
  if (
    themeJson.dataColors !== undefined &&
    !(Array.isArray(themeJson.dataColors) && themeJson.dataColors.every(isColour))
  )
    errors.push({ message: 'themeJson.dataColors must be a list of hex colours' });
  if (themeJson.textClasses !== undefined) {
    if (!isObject(themeJson.textClasses)) errors.push({ message: 'themeJson.textClasses must be an object' });
    else
      for (const [name, textClass] of Object.entries(themeJson.textClasses))
        errors.push(...textClassErrors(name, textClass));
  }
  return errors;
}

/** The theme JSON of a checked request (`themeErrors` found none); none: the report's own theme. */
export const themeJsonOf = (request: unknown) => (request as { themeJson?: ReportThemeJson } | undefined)?.themeJson;

/**
 * The weight a face names: Power BI lists its weights as faces of their own ("Segoe UI Bold", "Segoe UI Semibold",
 * "Segoe UI Light"), which draw that weight where the frame has no Segoe UI and falls back to Helvetica or Arial.
 */
export function faceWeight(fontFace: string | undefined): string | undefined {
  const first = fontFace?.split(',')[0]?.replace(/['"]/g, '').trim().toLowerCase();
  if (!first) return undefined;
  if (first.endsWith(' semibold')) return '600';
  if (first.endsWith(' bold')) return '700';
  if (first.endsWith(' light')) return '300';
  return '400';
}

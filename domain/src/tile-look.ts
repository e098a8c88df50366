import { isLightColor, normalizeHex } from './color.ts';

/** behaviour.md#data Enterprise style settings read by menu tiles (editor preview and guest app); any may be missing. */
export type EnterpriseStyle = {
  readonly BGColor?: string | null;
  readonly Color?: string | null;
  readonly BGColorSecundary?: string | null;
  readonly ColorSecundary?: string | null;
  readonly GlobalFont?: string | null;
  readonly Font?: string | null;
  readonly FontSecundary?: string | null;
  /** px */
  readonly FontSize?: number | null;
  /** px */
  readonly FontSizeSecundary?: number | null;
  readonly withGradient?: boolean | null;
  readonly withGradientSubmenu?: boolean | null;
};

export type TileLook = {
  readonly background: string;
  readonly color: string;
  readonly fontFamily: string | undefined;
  readonly fontSize: number;
  readonly gradient: boolean;
};

const DEFAULTS = {
  primary: { background: '#37474f', fontSize: 18 },
  secondary: { background: '#eceff1', fontSize: 15 },
};
const FONT_SIZE_RANGE = { min: 8, max: 72 };

// Functional colours with plain numbers, or a bare colour keyword: nothing that can end the rule.
const CSS_COLOR = /^(?:(?:rgb|hsl)a?\(\s*[\d.%\s,/]+\)|[a-z]+)$/i;

/** A colour safe to put in a style, or null: stored text must never inject CSS. */
export const safeColor = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  return normalizeHex(text) ?? (CSS_COLOR.test(text) ? text : null);
};

/** A font family name reduced to letters, digits, spaces and hyphens, quoted, with a fallback. */
export const safeFontFamily = (value: string | null | undefined): string | undefined => {
  const name = (value ?? '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  return name === '' ? undefined : `"${name}", sans-serif`;
};

const fontSizeOf = (value: number | null | undefined, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.min(Math.max(Math.round(value), FONT_SIZE_RANGE.min), FONT_SIZE_RANGE.max)
    : fallback;

/**
 * How a tile looks under the enterprise's style: a top-level entry uses BGColor, Color, Font and
 * FontSize; a submenu entry the *Secundary ones. A missing font falls back to GlobalFont, a missing
 * text colour to black or white, whichever reads on the background.
 */
export const tileLook = (style: EnterpriseStyle, secondary: boolean): TileLook => {
  const defaults = secondary ? DEFAULTS.secondary : DEFAULTS.primary;
  const background =
    safeColor(secondary ? style.BGColorSecundary : style.BGColor) ?? defaults.background;
  const gradient = Boolean(secondary ? style.withGradientSubmenu : style.withGradient);
  const readable = isLightColor(background) ? '#000000' : '#ffffff';
  return {
    background,
    color: safeColor(secondary ? style.ColorSecundary : style.Color) ?? readable,
    fontFamily:
      safeFontFamily(secondary ? style.FontSecundary : style.Font) ??
      safeFontFamily(style.GlobalFont),
    fontSize: fontSizeOf(secondary ? style.FontSizeSecundary : style.FontSize, defaults.fontSize),
    gradient,
  };
};

/** behaviour.md#data "add a top-to-bottom dark gradient": clear at the top, dark at the bottom where the name is. */
export const TILE_GRADIENT =
  'linear-gradient(to bottom, rgba(0, 0, 0, 0) 0%, rgba(0, 0, 0, 0.6) 100%)';

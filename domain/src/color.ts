/** behaviour.md#limits: the colour picker's swatches, in the spec's order. */
export const COLOR_SWATCHES = [
  '#FF0000',
  '#AA0000',
  '#550000',
  '#FFFF00',
  '#AAAA00',
  '#555500',
  '#00FF00',
  '#00AA00',
  '#005500',
  '#00FFFF',
  '#00AAAA',
  '#005555',
  '#FFFFFF',
  '#0000AA',
  '#000055',
] as const;

/** behaviour.md#widgets: with no colour the button shows white. */
export const DEFAULT_DISPLAY_COLOR = '#fff';

export type ColorMode = 'hex' | 'hexa';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** isHexColor's rule (no alpha) as a JSON Schema pattern, which has no flags. */
export const HEX_COLOR_PATTERN = '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const HEXA = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** behaviour.md#limits hex or hexa mode: '#rgb' / '#rrggbb', and in hexa mode also '#rgba' / '#rrggbbaa'. */
export const isHexColor = (value: string, { alpha = false }: { alpha?: boolean } = {}): boolean =>
  (alpha ? HEXA : HEX).test(value);

/** Long lowercase form: '#fff' → '#ffffff', '#fff8' → '#ffffff88'; null when not a hex colour. */
export const normalizeHex = (value: string): string | null => {
  const text = value.trim().toLowerCase();
  if (!isHexColor(text, { alpha: true })) return null;
  const digits = text.slice(1);
  const long = digits.length <= 4 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${long}`;
};

/**
 * The form the picker reports: '#RRGGBB' in hex mode, '#RRGGBBAA' in hexa mode (opaque when no alpha
 * was given), upper case like the spec's swatches.
 */
export const formatColor = (value: string, mode: ColorMode): string | null => {
  const long = normalizeHex(value);
  if (long === null) return null;
  const rgb = long.slice(0, 7);
  const alpha = long.length === 9 ? long.slice(7) : 'ff';
  return (mode === 'hexa' ? rgb + alpha : rgb).toUpperCase();
};

/** Alpha of a hex colour from 0 to 1 (1 when it has none). */
export const colorAlpha = (value: string): number => {
  const long = normalizeHex(value);
  return long !== null && long.length === 9 ? Number.parseInt(long.slice(7), 16) / 255 : 1;
};

/** The same colour with another alpha (0..1), as '#RRGGBBAA'. */
export const withAlpha = (value: string, alpha: number): string | null => {
  const long = normalizeHex(value);
  if (long === null) return null;
  const byte = Math.round(Math.min(Math.max(alpha, 0), 1) * 255);
  return `${long.slice(0, 7)}${byte.toString(16).padStart(2, '0')}`.toUpperCase();
};

const channel = (byte: number): number => {
  const c = byte / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance; a translucent colour is seen over the white page, so it blends there. */
export const relativeLuminance = (value: string): number | null => {
  const long = normalizeHex(value);
  if (long === null) return null;
  const alpha = colorAlpha(long);
  const [r, g, b] = [1, 3, 5].map((at) => {
    const byte = Number.parseInt(long.slice(at, at + 2), 16);
    return channel(byte * alpha + 255 * (1 - alpha));
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * behaviour.md#widgets: black label and icon on light colours, white on dark. Light means black text contrasts
 * better than white (WCAG contrast ratios compared; the crossover is at luminance ≈ 0.179).
 * Anything unreadable counts as the default white.
 */
export const isLightColor = (value: string): boolean => {
  const luminance = relativeLuminance(value) ?? 1;
  const againstBlack = (luminance + 0.05) / 0.05;
  const againstWhite = 1.05 / (luminance + 0.05);
  return againstBlack >= againstWhite;
};

/** WCAG contrast ratio of two colours (1 to 21), or null when either is not a colour. */
export const contrastRatio = (a: string, b: string): number | null => {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
};

/** WCAG AA for normal text: what a guest must be able to read. */
export const READABLE_CONTRAST = 4.5;

/** How many recently used colours the picker remembers (behaviour.md#editing). */
export const MAX_RECENT_COLORS = 8;

/** The list with `color` first (upper-case long form), without repeats, at most MAX_RECENT_COLORS. */
export const addRecentColor = (list: readonly string[], color: string): string[] => {
  const long = normalizeHex(color);
  if (long === null) return [...list];
  const next = long.toUpperCase();
  return [next, ...list.filter((c) => normalizeHex(c) !== long)].slice(0, MAX_RECENT_COLORS);
};

/** Stored recent colours read tolerantly (JSON from localStorage may be anything): valid ones only. */
export const readRecentColors = (stored: unknown): string[] => {
  let list = stored;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list
    .filter((c): c is string => typeof c === 'string' && normalizeHex(c) !== null)
    .reduceRight<string[]>((acc, c) => addRecentColor(acc, c), []);
};

/** The enterprise's own colours as swatches: valid ones, once each, in the order given. */
export const enterpriseSwatches = (colors: readonly (string | null | undefined)[]): string[] =>
  colors
    .map((c) => (c ? normalizeHex(c) : null))
    .filter((c): c is string => c !== null)
    .map((c) => c.toUpperCase())
    .filter((c, i, all) => all.indexOf(c) === i);

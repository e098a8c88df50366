import { isLightColor } from '@carta/domain/color';
import type { GuestStyle } from '@carta/domain/guest/data';
import { safeColor, safeFontFamily } from '@carta/domain/tile-look';

/** Shown until the venue's own look is known, and for a venue without one. */
const NEUTRAL = '#37474f';

/** Black or white, whichever reads on `background`. */
export const readableOn = (background: string): string =>
  isLightColor(background) ? '#000000' : '#ffffff';

/**
 * The venue's look as CSS custom properties for the whole page (set through the CSSOM, which the
 * Content-Security-Policy allows): the enterprise colour for the header, its font for the text.
 * Every value passes `safeColor`/`safeFontFamily`: stored text never writes CSS of its own.
 */
export const themeOf = (style: GuestStyle | null): Record<string, string> => {
  const brand = safeColor(style?.enterpriseColor) ?? NEUTRAL;
  const font = safeFontFamily(style?.GlobalFont);
  return {
    '--brand': brand,
    '--on-brand': readableOn(brand),
    ...(font ? { '--venue-font': font } : {}),
  };
};

/** Applies the theme to the root element and the browser's address bar colour. */
export const applyTheme = (theme: Record<string, string>) => {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(theme)) root.style.setProperty(name, value);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme['--brand'] ?? NEUTRAL);
};

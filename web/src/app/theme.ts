import { enUS, esES } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import type { UiLanguage } from '../i18n/languages.ts';

const DEFAULT_PRIMARY = '#1e6091';
const DEFAULT_BACKGROUND = '#f5f5f5';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** MUI throws on colours it cannot parse; an enterprise colour is data, so it is checked first. */
export const safeColor = (value: string | null | undefined, fallback: string): string => {
  const color = value?.trim() ?? '';
  if (HEX_COLOR.test(color)) return color;
  if (/^#([0-9a-f]{4})$/i.test(color)) return color.slice(0, 4);
  return fallback;
};

export type ThemeColors = {
  readonly enterpriseColor?: string | null;
  readonly BGColor?: string | null;
};

/**
 * A user who asked the system for less motion gets none: fades, slides, ripples and spinners end at
 * once (a spinner shows as a still ring, its label unchanged). An endless spinner also redraws the
 * page every frame: on a long screen that was a third of a core for as long as it showed.
 */
const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';
const STILL = {
  '*, *::before, *::after': {
    animationDuration: '1ms !important',
    animationIterationCount: '1 !important',
    transitionDuration: '1ms !important',
    scrollBehavior: 'auto !important',
  },
};

/** The enterprise colour themes the buttons and the app bar; BGColor is the page background. */
export const buildTheme = (colors: ThemeColors, language: UiLanguage): Theme =>
  createTheme(
    {
      palette: {
        primary: { main: safeColor(colors.enterpriseColor, DEFAULT_PRIMARY) },
        background: { default: safeColor(colors.BGColor, DEFAULT_BACKGROUND) },
        // MUI's defaults fail WCAG AA as text (white on its orange warning is 3.1:1, its red on a
        // filled field's grey 4.4:1): darker shades of the same hues reach 4.5:1.
        error: { main: '#c62828' },
        warning: { main: '#b45309', contrastText: '#fff' },
        info: { main: '#0277bd' },
        // Text on the enterprise colour (app bar, buttons) is picked for 4.5:1, not MUI's 3:1.
        contrastThreshold: 4.5,
      },
      shape: { borderRadius: 8 },
      // A phone keeps its height for the menu: a 48 px app bar instead of MUI's 56; 64 from 600 px.
      mixins: { toolbar: { minHeight: 48, '@media (min-width:600px)': { minHeight: 64 } } },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiCssBaseline: { styleOverrides: { [REDUCED_MOTION]: STILL } },
      },
    },
    language === 'en' ? enUS : esES,
  );

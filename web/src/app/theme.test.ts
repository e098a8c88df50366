// @vitest-environment node
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { stickyBelowAppBar } from './layout.ts';
import { buildTheme, safeColor } from './theme.ts';

describe('theme from the enterprise', () => {
  it('uses enterpriseColor for buttons and BGColor for the page', () => {
    const theme = buildTheme({ enterpriseColor: '#aa3300', BGColor: '#fafafa' }, 'es');
    expect(theme.palette.primary.main).toBe('#aa3300');
    expect(theme.palette.background.default).toBe('#fafafa');
  });

  it('falls back to defaults for colours MUI cannot read', () => {
    expect(() => buildTheme({ enterpriseColor: 'not a colour', BGColor: '' }, 'en')).not.toThrow();
    expect(safeColor('javascript:alert(1)', '#123456')).toBe('#123456');
    expect(safeColor(null, '#123456')).toBe('#123456');
    expect(safeColor(' #ABC ', '#123456')).toBe('#ABC');
  });

  it('keeps the app bar at 48 px on a phone and 64 px from 600 px, and sticks the toolbar under it', () => {
    const theme = buildTheme({}, 'es');
    expect(theme.mixins.toolbar.minHeight).toBe(48);
    expect(stickyBelowAppBar(theme)).toEqual({
      position: 'sticky',
      top: 48,
      '@media (min-width:600px)': { top: 64 },
    });
  });

  it('keeps status colours readable at WCAG AA (4.5:1) as text and behind white text', () => {
    const { palette } = buildTheme({}, 'es');
    const filledField = '#f0f0f0';
    expect(getContrastRatio(palette.error.main, filledField)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.error.main, '#fff')).toBeGreaterThanOrEqual(4.5);
    for (const color of [palette.warning, palette.info, palette.success, palette.error]) {
      expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('picks the app bar text colour on the enterprise colour for 4.5:1', () => {
    const { palette } = buildTheme({ enterpriseColor: '#2e9e8f' }, 'es');
    expect(
      getContrastRatio(palette.primary.contrastText, palette.primary.main),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('ends every animation and transition at once for a user who asked for reduced motion', () => {
    const overrides = buildTheme({}, 'es').components?.MuiCssBaseline?.styleOverrides as Record<
      string,
      Record<string, Record<string, string>>
    >;
    const still = overrides['@media (prefers-reduced-motion: reduce)']?.['*, *::before, *::after'];
    expect(still).toMatchObject({
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
    });
  });
});

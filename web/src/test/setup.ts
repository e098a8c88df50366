import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { i18n, loadUiLanguage } from '../i18n/i18n.ts';
import { loadEditorLocales } from '../i18n/loadEditorLocales.ts';

// No touch ripples in tests: nothing asserts them, and each click rendered and timed one (about an
// eighth of a click-heavy file's CPU time). The app itself keeps them.
vi.mock('../app/theme.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../app/theme.ts')>();
  const buildTheme: typeof real.buildTheme = (...args) => {
    const theme = real.buildTheme(...args);
    theme.components = {
      ...theme.components,
      MuiButtonBase: {
        defaultProps: { ...theme.components?.MuiButtonBase?.defaultProps, disableRipple: true },
      },
    };
    return theme;
  };
  return { ...real, buildTheme };
});

// Components are tested on their own, outside the screens and lazy editors that load these labels
// in the app (loadEditorLocales.ts; its own test covers that path).
// Likewise English, which the app fetches when it is chosen (i18n.test.ts covers that path).
await loadEditorLocales();
await loadUiLanguage('en');

// Pure-logic files run in node (`@vitest-environment node`, no jsdom to build): no DOM to clean there.
const rtl = typeof document === 'undefined' ? null : await import('@testing-library/react');

// findBy/waitFor wait for the screen, not for a deadline: give loaded CI machines room.
rtl?.configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  if (rtl) {
    rtl.cleanup();
    localStorage.clear();
    window.location.hash = '';
  }
  await i18n.changeLanguage('es');
});

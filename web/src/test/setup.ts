import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { i18n } from '../i18n/i18n.ts';

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

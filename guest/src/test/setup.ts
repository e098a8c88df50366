import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

// Pure-logic files run in node (`@vitest-environment node`): no DOM to clean there.
const rtl = typeof document === 'undefined' ? null : await import('@testing-library/react');
rtl?.configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  if (!rtl) return;
  rtl.cleanup();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  const { forgetResources } = await import('../api/resource.ts');
  forgetResources();
});

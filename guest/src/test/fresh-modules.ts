import { afterAll, vi } from 'vitest';

// The project runs with `isolate: false`: a worker keeps its jsdom window and the packages it
// loaded from node_modules (React, MUI, emotion, Testing Library) from one test file to the next,
// instead of building them again for each file, which was most of this project's CPU time.
// Each file still starts as with isolation: the app's own modules are evaluated afresh, so that
// module state (stores, i18n instances, resource caches) is new and a file's `vi.mock` reaches
// every module that imports the mocked one; the page is blank, at `/`, with empty storage.
// This file must be the first setup file.
vi.resetModules();
if (typeof window !== 'undefined') {
  document.body.replaceChildren();
  document.title = '';
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
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
  forgetEarlierFilesStyles();
}

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

/**
 * MUI's emotion cache lives in node_modules, so it outlives a file: without this, each file's page
 * carried every earlier file's style rules (2 700 after 40 files), and jsdom matches every rule
 * against an element for each getComputedStyle (toBeVisible, getByRole), a quarter of the CPU time.
 */
function forgetEarlierFilesStyles() {
  let cache: EmotionCache | null = null;
  const Probe = () => {
    cache = __unsafe_useEmotionCache();
    return null;
  };
  renderToStaticMarkup(createElement(Probe));
  const found = cache as EmotionCache | null;
  if (!found) return;
  found.sheet.flush();
  for (const key of Object.keys(found.inserted)) delete found.inserted[key];
  for (const tag of document.head.querySelectorAll('style[data-emotion]')) tag.remove();
}

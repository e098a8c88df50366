// First: zod's settings hold before any schema parses.
import './zodWithoutEval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { API_BASE } from './api/client.ts';
import {
  type EarlyFollowUps,
  earlyPathsFor,
  menuIdOfHash,
  pathsAfterSession,
  sendEarly,
} from './api/earlyCalls.ts';
import { getStoredEnterpriseId, getToken } from './api/session.ts';
import { App } from './app/App.tsx';
import { i18n, loadUiLanguage } from './i18n/i18n.ts';
import { DEFAULT_UI_LANGUAGE, isUiLanguage } from './i18n/languages.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first screen's reads go out now, beside the download of its code (api/earlyCalls.ts).
// What the session's answer names goes as it comes; on a menu, its first blocks' editors are
// fetched as soon as its blocks are known, not once the shell and the editor have been drawn.
const token = getToken();
if (token !== null) {
  const { hash } = window.location;
  const menuId = menuIdOfHash(hash);
  const followUps: EarlyFollowUps = {
    '/auth/me': (me) => sendEarly(API_BASE, token, pathsAfterSession(hash, me)),
    ...(menuId && {
      [`/contents/${menuId}`]: (list) => {
        const blocks = (list as { data?: unknown }).data;
        if (Array.isArray(blocks))
          void import('./blocks/registry.ts').then((registry) => registry.preloadEditorsOf(blocks));
      },
    }),
  };
  sendEarly(API_BASE, token, earlyPathsFor(hash, getStoredEnterpriseId()), followUps);
}

const start = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// The stored UI language's labels before anything renders (Spanish is already here). Should they
// fail to come, the app still starts, its labels in Spanish (the fallback), never raw keys.
if (isUiLanguage(i18n.language) && i18n.language !== DEFAULT_UI_LANGUAGE) {
  loadUiLanguage(i18n.language).then(start, start);
} else start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { reloadAll } from './api/resource.ts';
import { App } from './app/App.tsx';
import { initHistory } from './app/router.ts';
import { registerServiceWorker } from './offline/register.ts';
import { watchConnection } from './offline/state.ts';
import './styles/app.css';

initHistory();
watchConnection(reloadAll);
if (import.meta.env.PROD) registerServiceWorker(reloadAll);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

import { createHashRouter, Navigate } from 'react-router-dom';
import { LoginScreen } from '../features/login/LoginScreen.tsx';
import { installPopInterceptor } from '../features/menu-editor/popInterceptor.ts';
import { loadEditorLocales } from '../i18n/loadEditorLocales.ts';
import { LoadingView } from './StatusViews.tsx';

// The login screen is the only one in the first download; what is behind it comes as routes of
// its own, fetched side by side once the location is known.
const authenticated = async () => {
  const { AuthenticatedRoot } = await import('./AuthenticatedRoot.tsx');
  return { Component: AuthenticatedRoot };
};

const home = async () => {
  const { HomeRedirect } = await import('./HomeRedirect.tsx');
  return { Component: HomeRedirect };
};

// Both screens show widgets and block editors: their labels come beside the screen's code, so the
// screen never renders a raw key and the first download carries none of them.
const menuEditor = async () => {
  const [{ MenuEditorScreen }] = await Promise.all([
    import('../features/menu-editor/MenuEditorScreen.tsx'),
    loadEditorLocales(),
  ]);
  return { Component: MenuEditorScreen };
};

const widgetGallery = async () => {
  const [{ GalleryScreen }] = await Promise.all([
    import('../features/widget-gallery/GalleryScreen.tsx'),
    loadEditorLocales(),
  ]);
  return { Component: GalleryScreen };
};

/**
 * Hash routes (the spec's /#/login), built as a data router: only data routers support
 * useBlocker, which guards unsaved changes on in-app navigation.
 */
export const createAppRouter = () => {
  // Before the router's own listener: the editor's leave guard must hear of a typed hash first.
  installPopInterceptor();
  return createHashRouter([
    { path: '/login', element: <LoginScreen /> },
    {
      path: '/',
      lazy: authenticated,
      // Shown while the first screen's lazy code arrives on a direct link to it.
      HydrateFallback: LoadingView,
      children: [
        { index: true, lazy: home },
        { path: 'menus/:id', lazy: menuEditor },
        { path: 'common-menus/:id', lazy: menuEditor },
        { path: 'widgets', lazy: widgetGallery },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
};

import { createHashRouter, Navigate } from 'react-router-dom';
import { LoginScreen } from '../features/login/LoginScreen.tsx';
import { installPopInterceptor } from '../features/menu-editor/popInterceptor.ts';
import { AuthenticatedLayout } from './AuthenticatedLayout.tsx';
import { HomeRedirect } from './HomeRedirect.tsx';
import { LoadingView } from './StatusViews.tsx';

const menuEditor = async () => {
  const { MenuEditorScreen } = await import('../features/menu-editor/MenuEditorScreen.tsx');
  return { Component: MenuEditorScreen };
};

const widgetGallery = async () => {
  const { GalleryScreen } = await import('../features/widget-gallery/GalleryScreen.tsx');
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
      element: <AuthenticatedLayout />,
      // Shown while the first screen's lazy code arrives on a direct link to it.
      HydrateFallback: LoadingView,
      children: [
        { index: true, element: <HomeRedirect /> },
        { path: 'menus/:id', lazy: menuEditor },
        { path: 'common-menus/:id', lazy: menuEditor },
        { path: 'widgets', lazy: widgetGallery },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
};

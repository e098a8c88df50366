import type { ComponentType } from 'react';
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
    // Imported by the route module as it starts; asked for here too, so both come side by side.
    import('../features/menu-editor/EditorScreens.tsx'),
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

// The administration screens (behaviour.md#administration): their labels come with them (features/admin/locales);
// settings also names block types, whose labels come with the editors.
const adminScreen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, editor = false) =>
  async () => {
    const [{ loadAdminLocales }, screens] = await Promise.all([
      import('../features/admin/loadAdminLocales.ts'),
      load(),
      editor ? loadEditorLocales() : undefined,
    ]);
    await loadAdminLocales();
    return { Component: screens[name] };
  };
const settings = adminScreen(
  () => import('../features/admin/SettingsScreen.tsx'),
  'SettingsScreen',
  true,
);
const users = adminScreen(() => import('../features/admin/UsersScreen.tsx'), 'UsersScreen');
const audit = adminScreen(() => import('../features/admin/AuditScreen.tsx'), 'AuditScreen');
const account = adminScreen(() => import('../features/admin/AccountScreen.tsx'), 'AccountScreen');
const setup = adminScreen(() => import('../features/admin/SetupScreen.tsx'), 'SetupScreen');

// The points screen brings its own labels and the widgets' (its dialog uses TranslatableField).
const points = async () => {
  const [{ PointsScreen }, { loadPointsLocales }] = await Promise.all([
    import('../features/points/PointsScreen.tsx'),
    import('../features/points/loadPointsLocales.ts'),
    loadEditorLocales(),
  ]);
  loadPointsLocales();
  return { Component: PointsScreen };
};

// The order desk and the kitchen display bring their labels (features/orders/locales), and the
// widgets' (the desk's search box): without them an English desk showed a raw key.
const ordersScreen =
  <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  async () => {
    const [screens, { loadOrdersLocales }] = await Promise.all([
      load(),
      import('../features/orders/loadOrdersLocales.ts'),
      loadEditorLocales(),
    ]);
    loadOrdersLocales();
    return { Component: screens[name] };
  };
const integrations = async () => {
  const [{ IntegrationsScreen }, { loadIntegrationsLocales }] = await Promise.all([
    import('../features/integrations/IntegrationsScreen.tsx'),
    import('../features/integrations/loadIntegrationsLocales.ts'),
  ]);
  loadIntegrationsLocales();
  return { Component: IntegrationsScreen };
};
const orderDesk = ordersScreen(() => import('../features/orders/DeskScreen.tsx'), 'DeskScreen');
const kitchen = ordersScreen(() => import('../features/orders/KitchenScreen.tsx'), 'KitchenScreen');
// Ajustes › Pedidos shows widgets (hours, a time, a translatable message): their labels come too.
const orderingSettings = async () => {
  const [screen] = await Promise.all([
    ordersScreen(
      () => import('../features/orders/service/OrderingSettingsScreen.tsx'),
      'OrderingSettingsScreen',
    )(),
    loadEditorLocales(),
  ]);
  return screen;
};

// The reports screen brings its labels (features/reports/locales); its charts come later still.
const reports = async () => {
  const [{ ReportsScreen }, { loadReportsLocales }] = await Promise.all([
    import('../features/reports/ReportsScreen.tsx'),
    import('../features/reports/loadReportsLocales.ts'),
  ]);
  loadReportsLocales();
  return { Component: ReportsScreen };
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
    { path: '/setup', lazy: setup },
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
        { path: 'settings', lazy: settings },
        { path: 'settings/orders', lazy: orderingSettings },
        { path: 'integrations', lazy: integrations },
        { path: 'users', lazy: users },
        { path: 'audit', lazy: audit },
        { path: 'account', lazy: account },
        { path: 'points', lazy: points },
        { path: 'orders', lazy: orderDesk },
        { path: 'kitchen', lazy: kitchen },
        { path: 'reports', lazy: reports },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ]);
};

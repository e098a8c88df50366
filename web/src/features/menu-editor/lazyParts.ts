import { lazy } from 'react';

/**
 * Parts of the editor that most visits never open, or that carry heavy widgets (date pickers,
 * colour picker, cropper, autocomplete): downloaded after the first screen, so that the editor's
 * route — which the whole app waits for on a direct link — stays small.
 */
export const LazyTemporaryField = lazy(() =>
  import('./fields/TemporaryField.tsx').then((m) => ({ default: m.TemporaryField })),
);
export const LazyMenuColors = lazy(() =>
  import('./fields/MenuColors.tsx').then((m) => ({ default: m.MenuColors })),
);
export const LazyLogoField = lazy(() =>
  import('./fields/LogoField.tsx').then((m) => ({ default: m.LogoField })),
);
export const LazyCommonUsersField = lazy(() =>
  import('./fields/CommonUsersField.tsx').then((m) => ({ default: m.CommonUsersField })),
);
export const LazyAddContentDialog = lazy(() =>
  import('./AddContentDialog.tsx').then((m) => ({ default: m.AddContentDialog })),
);
export const LazyTypeSheet = lazy(() =>
  import('./TypeSheet.tsx').then((m) => ({ default: m.TypeSheet })),
);
export const LazyBlockDialogs = lazy(() =>
  import('./BlockDialogs.tsx').then((m) => ({ default: m.BlockDialogs })),
);
export const LazyBlockAvailability = lazy(() =>
  import('./cards/BlockAvailability.tsx').then((m) => ({ default: m.BlockAvailability })),
);

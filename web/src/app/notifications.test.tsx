import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications, Notifications, notify } from './notifications.tsx';
import { buildTheme } from './theme.ts';

/** A screen `width` px wide, for MUI's media queries. */
const screenWidth = (width: number) =>
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });

const snackbar = () => screen.getByRole('alert').closest('.MuiSnackbar-root');

describe('notifications: where they cover nothing', () => {
  afterEach(() => {
    act(() => clearNotifications());
    vi.unstubAllGlobals();
  });

  it('sits bottom-left over the navigation on a wide screen, never bottom-centre', () => {
    screenWidth(1440);
    render(
      <ThemeProvider theme={buildTheme({}, 'es')}>
        <Notifications />
      </ThemeProvider>,
    );
    act(() => notify('menus.messages.update', 'success'));
    expect(screen.getByRole('alert')).toHaveTextContent('Menú guardado correctamente');
    expect(snackbar()).toHaveClass('MuiSnackbar-anchorOriginBottomLeft');
  });

  it('sits at the top, over the app bar, on a phone', () => {
    screenWidth(390);
    render(
      <ThemeProvider theme={buildTheme({}, 'es')}>
        <Notifications />
      </ThemeProvider>,
    );
    act(() => notify('menus.messages.update', 'success'));
    expect(snackbar()).toHaveClass('MuiSnackbar-anchorOriginTopCenter');
  });
});
